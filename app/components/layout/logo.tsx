import { Link } from 'react-router'

export function Logo({ siteName, inverse = false }: { siteName: string; inverse?: boolean }) {
  return (
    <Link to="/" className="inline-flex min-h-11 items-center gap-2.5 rounded-lg font-bold tracking-tight" aria-label={`${siteName} home`}>
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
        <rect width="32" height="32" rx="9" fill="#1d4ed8" />
        <path d="M9 22V10l7 7 7-7v12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="24.5" cy="7.5" r="2.5" fill="#f59e0b" />
      </svg>
      <span className={inverse ? 'text-white' : 'text-ink'}>{siteName}</span>
    </Link>
  )
}
