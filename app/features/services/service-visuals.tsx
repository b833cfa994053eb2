import { Bot, Check, Code, Cog, Globe, type LucideIcon, Mic } from 'lucide-react'
import type { Service } from '../../../contract/content'
import { cn } from '~/lib/cn'

const icons: Record<Service['icon'], LucideIcon> = { bot: Bot, code: Code, cog: Cog, globe: Globe, mic: Mic }

/** Accent classes per service colour. Every text pair is AA on its own background (800 on 100, white on 700). */
const accents = {
  blue: { chip: 'bg-blue-100 text-blue-700', badge: 'bg-blue-100 text-blue-800', solid: 'bg-blue-700 text-white', bar: 'bg-blue-600', check: 'text-blue-700' },
  green: { chip: 'bg-green-100 text-green-700', badge: 'bg-green-100 text-green-800', solid: 'bg-green-700 text-white', bar: 'bg-green-600', check: 'text-green-700' },
  purple: { chip: 'bg-purple-100 text-purple-700', badge: 'bg-purple-100 text-purple-800', solid: 'bg-purple-700 text-white', bar: 'bg-purple-600', check: 'text-purple-700' },
  orange: { chip: 'bg-orange-100 text-orange-700', badge: 'bg-orange-100 text-orange-800', solid: 'bg-orange-700 text-white', bar: 'bg-orange-500', check: 'text-orange-700' },
} as const satisfies Record<Service['color'], Record<string, string>>

export type ServiceAccent = (typeof accents)[Service['color']]

/** The spec's defaults (bot, blue) stand in for any icon or colour older data might hold. */
export function serviceAccent(color: string): ServiceAccent {
  return accents[color as Service['color']] ?? accents.blue
}

export function serviceIcon(icon: string): LucideIcon {
  return icons[icon as Service['icon']] ?? Bot
}

/** The rounded square with the service's icon in its accent colour; decorative. */
export function ServiceIconChip({ icon, color, className }: { icon: string; color: string; className?: string }) {
  const Icon = serviceIcon(icon)
  return (
    <span aria-hidden="true" className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-xl', serviceAccent(color).chip, className)}>
      <Icon className="size-6" />
    </span>
  )
}

/** A service's feature bullets with check marks in its accent colour. */
export function ServiceFeatureList({ features, color, className }: { features: string[]; color: string; className?: string }) {
  if (features.length === 0) return null
  return (
    <ul className={cn('mt-6 space-y-3', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3">
          <Check aria-hidden="true" className={cn('mt-1 size-4 shrink-0', serviceAccent(color).check)} strokeWidth={3} />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  )
}

/** A service card's head: its icon chip beside its title, the heading the card is labelled by. */
export function ServiceCardHeading({ service, headingId }: { service: Pick<Service, 'icon' | 'color' | 'title'>; headingId: string }) {
  return (
    <div className="flex items-center gap-4">
      <ServiceIconChip icon={service.icon} color={service.color} />
      <h3 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {service.title}
      </h3>
    </div>
  )
}
