import type { ReactElement } from 'react'
import type { ServicePage, ServicePageId } from './service-pages'

const WIDTH = 480
const HEIGHT = 360

/** The service page's hero illustration: inline SVG (no remote images), sized up front so nothing shifts. */
export function ServiceHeroArt({ image, className }: { image: ServicePage['heroImage']; className?: string }) {
  const Art = arts[image.art]
  return (
    <svg role="img" aria-label={image.alt} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={className} xmlns="http://www.w3.org/2000/svg">
      <Art />
    </svg>
  )
}

const arts: Record<ServicePageId, () => ReactElement> = {
  'ai-workforce': WorkforceArt,
  'web-development': WebArt,
  automation: AutomationArt,
}

function Backdrop({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.7" cy="0.2" r="0.7">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.25" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} rx="24" fill={`url(#${id}-bg)`} />
      <rect width={WIDTH} height={HEIGHT} rx="24" fill={`url(#${id}-glow)`} />
      <g stroke="#ffffff" strokeOpacity="0.08">
        {[60, 120, 180, 240, 300].map((y) => (
          <line key={y} x1="0" x2={WIDTH} y1={y} y2={y} />
        ))}
        {[80, 160, 240, 320, 400].map((x) => (
          <line key={x} y1="0" y2={HEIGHT} x1={x} x2={x} />
        ))}
      </g>
    </>
  )
}

function WorkforceArt() {
  return (
    <>
      <Backdrop id="art-workforce" from="#1e3a8a" to="#2563eb" />
      {/* Chat window */}
      <g transform="translate(40 48)">
        <rect width="250" height="244" rx="18" fill="#ffffff" />
        <rect width="250" height="48" rx="18" fill="#eff4ff" />
        <rect y="30" width="250" height="18" fill="#eff4ff" />
        <circle cx="28" cy="24" r="12" fill="#1d4ed8" />
        <rect x="22" y="20" width="12" height="9" rx="3" fill="#ffffff" />
        <rect x="50" y="16" width="90" height="8" rx="4" fill="#1e293b" />
        <rect x="50" y="29" width="56" height="6" rx="3" fill="#22c55e" />
        <rect x="16" y="66" width="150" height="36" rx="12" fill="#f1f5f9" />
        <rect x="28" y="78" width="110" height="6" rx="3" fill="#94a3b8" />
        <rect x="28" y="89" width="70" height="6" rx="3" fill="#94a3b8" />
        <rect x="94" y="114" width="140" height="36" rx="12" fill="#1d4ed8" />
        <rect x="106" y="126" width="104" height="6" rx="3" fill="#bfdbfe" />
        <rect x="106" y="137" width="64" height="6" rx="3" fill="#bfdbfe" />
        <rect x="16" y="162" width="170" height="36" rx="12" fill="#f1f5f9" />
        <rect x="28" y="174" width="126" height="6" rx="3" fill="#94a3b8" />
        <rect x="28" y="185" width="84" height="6" rx="3" fill="#94a3b8" />
        <rect x="16" y="210" width="218" height="22" rx="11" fill="none" stroke="#cbd5e1" />
        <circle cx="222" cy="221" r="7" fill="#1d4ed8" />
      </g>
      {/* Phone call card */}
      <g transform="translate(262 150)">
        <rect width="178" height="168" rx="18" fill="#0f172a" />
        <circle cx="89" cy="52" r="28" fill="#1d4ed8" />
        <circle cx="89" cy="52" r="38" fill="none" stroke="#60a5fa" strokeOpacity="0.5" strokeWidth="2" />
        <circle cx="89" cy="52" r="48" fill="none" stroke="#60a5fa" strokeOpacity="0.25" strokeWidth="2" />
        <path d="M79 42c2-2 5-2 6 1l2 5c1 2 0 3-1 4l-2 2c2 4 5 7 9 9l2-2c1-1 3-2 4-1l5 2c3 1 3 4 1 6l-3 3c-2 2-6 2-10 0-7-4-13-10-17-17-2-4-2-8 0-10z" fill="#ffffff" />
        <rect x="44" y="108" width="90" height="8" rx="4" fill="#e2e8f0" />
        <rect x="60" y="122" width="58" height="6" rx="3" fill="#64748b" />
        <rect x="32" y="140" width="114" height="16" rx="8" fill="#22c55e" />
      </g>
      {/* Always-on badge */}
      <g transform="translate(318 40)">
        <rect width="124" height="40" rx="20" fill="#fef3c7" />
        <circle cx="22" cy="20" r="7" fill="#f59e0b" />
        <rect x="38" y="16" width="70" height="8" rx="4" fill="#92400e" />
      </g>
    </>
  )
}

function WebArt() {
  return (
    <>
      <Backdrop id="art-web" from="#064e3b" to="#059669" />
      {/* Laptop */}
      <g transform="translate(36 44)">
        <rect width="320" height="210" rx="14" fill="#0f172a" />
        <rect x="10" y="10" width="300" height="190" rx="6" fill="#ffffff" />
        <rect x="10" y="10" width="300" height="22" rx="6" fill="#f1f5f9" />
        <rect x="10" y="26" width="300" height="6" fill="#f1f5f9" />
        <circle cx="24" cy="21" r="4" fill="#f87171" />
        <circle cx="37" cy="21" r="4" fill="#fbbf24" />
        <circle cx="50" cy="21" r="4" fill="#34d399" />
        <rect x="26" y="44" width="40" height="8" rx="4" fill="#047857" />
        <rect x="200" y="44" width="24" height="6" rx="3" fill="#94a3b8" />
        <rect x="232" y="44" width="24" height="6" rx="3" fill="#94a3b8" />
        <rect x="264" y="44" width="30" height="10" rx="5" fill="#047857" />
        <rect x="26" y="72" width="150" height="14" rx="4" fill="#0f172a" />
        <rect x="26" y="92" width="120" height="14" rx="4" fill="#0f172a" />
        <rect x="26" y="116" width="136" height="6" rx="3" fill="#94a3b8" />
        <rect x="26" y="128" width="110" height="6" rx="3" fill="#94a3b8" />
        <rect x="26" y="146" width="70" height="20" rx="10" fill="#047857" />
        <rect x="186" y="68" width="108" height="100" rx="10" fill="#d1fae5" />
        <circle cx="240" cy="108" r="24" fill="#10b981" />
        <path d="M228 108l8 8 16-16" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="206" y="144" width="68" height="8" rx="4" fill="#047857" opacity="0.5" />
        <rect x="26" y="178" width="84" height="12" rx="4" fill="#f1f5f9" />
        <rect x="118" y="178" width="84" height="12" rx="4" fill="#f1f5f9" />
        <rect x="210" y="178" width="84" height="12" rx="4" fill="#f1f5f9" />
        <path d="M-20 210h360l-14 20H-6z" fill="#334155" />
      </g>
      {/* Phone */}
      <g transform="translate(330 112)">
        <rect width="116" height="216" rx="20" fill="#0f172a" />
        <rect x="8" y="10" width="100" height="196" rx="14" fill="#ffffff" />
        <rect x="42" y="16" width="32" height="6" rx="3" fill="#0f172a" />
        <rect x="18" y="36" width="30" height="6" rx="3" fill="#047857" />
        <rect x="18" y="56" width="80" height="10" rx="3" fill="#0f172a" />
        <rect x="18" y="70" width="60" height="10" rx="3" fill="#0f172a" />
        <rect x="18" y="90" width="76" height="5" rx="2.5" fill="#94a3b8" />
        <rect x="18" y="100" width="64" height="5" rx="2.5" fill="#94a3b8" />
        <rect x="18" y="116" width="56" height="16" rx="8" fill="#047857" />
        <rect x="18" y="144" width="80" height="48" rx="8" fill="#d1fae5" />
        <circle cx="86" cy="178" r="10" fill="#1d4ed8" />
      </g>
      {/* Speed badge */}
      <g transform="translate(60 286)">
        <rect width="156" height="40" rx="20" fill="#fef3c7" />
        <circle cx="22" cy="20" r="7" fill="#f59e0b" />
        <rect x="38" y="16" width="100" height="8" rx="4" fill="#92400e" />
      </g>
    </>
  )
}

function AutomationArt() {
  const nodes = [
    { x: 96, y: 84, fill: '#f97316' },
    { x: 96, y: 276, fill: '#10b981' },
    { x: 384, y: 84, fill: '#3b82f6' },
    { x: 384, y: 276, fill: '#ec4899' },
  ]
  return (
    <>
      <Backdrop id="art-automation" from="#3b0764" to="#7e22ce" />
      <g fill="none" stroke="#e9d5ff" strokeWidth="3" strokeDasharray="2 10" strokeLinecap="round">
        {nodes.map((node) => (
          <path key={`${node.x}-${node.y}`} d={`M${node.x} ${node.y} C ${(node.x + 240) / 2} ${node.y}, ${(node.x + 240) / 2} 180, 240 180`} />
        ))}
      </g>
      {nodes.map((node, index) => (
        <g key={`${node.x}-${node.y}`} transform={`translate(${node.x - 52} ${node.y - 34})`}>
          <rect width="104" height="68" rx="14" fill="#ffffff" />
          <rect x="12" y="14" width="24" height="24" rx="7" fill={node.fill} />
          <rect x="44" y="17" width="46" height="7" rx="3.5" fill="#1e293b" />
          <rect x="44" y="30" width={30 + index * 4} height="6" rx="3" fill="#94a3b8" />
          <rect x="12" y="48" width="80" height="6" rx="3" fill="#e2e8f0" />
        </g>
      ))}
      {/* The central engine */}
      <circle cx="240" cy="180" r="70" fill="#ffffff" fillOpacity="0.08" />
      <circle cx="240" cy="180" r="50" fill="#ffffff" />
      <g transform="translate(240 180)" fill="#7e22ce">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <rect key={angle} x="-6" y="-34" width="12" height="14" rx="3" transform={`rotate(${angle})`} />
        ))}
        <circle r="24" />
        <circle r="10" fill="#ffffff" />
      </g>
      <g transform="translate(176 300)">
        <rect width="128" height="36" rx="18" fill="#fef3c7" />
        <circle cx="20" cy="18" r="7" fill="#f59e0b" />
        <rect x="34" y="14" width="78" height="8" rx="4" fill="#92400e" />
      </g>
    </>
  )
}
