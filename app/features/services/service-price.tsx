import { Tag } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Service } from '../../../contract/content'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'
import { formatAud, formatLongDate } from '../../../core/format'
import { type SaleFields, priceAt } from '../../../core/pricing-rules'
import { melbourneDayStart } from '../../../contract/melbourne-day'

/** 'until 5 April 2026' for a sale's last Melbourne day. */
export function saleUntil(lastDay: string | null | undefined): string | undefined {
  return lastDay ? `until ${formatLongDate(melbourneDayStart(lastDay))}` : undefined
}

type Tone = 'light' | 'dark'

/**
 * A service's price at the loader's instant (`now`, read on the server so both renders agree). On
 * sale, the sale price and the struck regular price: screen readers hear one sentence ('Was $699,
 * now $377'), the struck figures are hidden from them so nothing is read twice.
 */
export function ServicePrice({
  service,
  now,
  note,
  aside,
  tone = 'light',
  size = 'lg',
  className,
}: {
  service: SaleFields
  now: number
  note?: string | null
  /** Shown on the price's line (the service page's billing badge). */
  aside?: ReactNode
  tone?: Tone
  size?: 'lg' | 'xl'
  className?: string
}) {
  const current = priceAt(service, now)
  const amountClass = cn('font-bold tracking-tight', size === 'xl' ? 'text-6xl' : 'text-4xl', tone === 'dark' ? 'text-white' : 'text-ink')
  const noteClass = cn('text-sm font-semibold', tone === 'dark' ? 'text-slate-300' : 'text-ink-soft')
  if (current.regularPrice === undefined) {
    return (
      <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
        <span className="sr-only">Price: </span>
        <span className={amountClass}>{formatAud(current.price)}</span>
        {note ? <span className={noteClass}>{note}</span> : null}
        {aside}
      </p>
    )
  }
  const until = saleUntil(current.saleLastDay)
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="sr-only">{`Was ${formatAud(current.regularPrice)}, now ${formatAud(current.price)}`}</span>
        <span aria-hidden="true" className={amountClass}>
          {formatAud(current.price)}
        </span>
        <s aria-hidden="true" className={cn('text-xl font-semibold decoration-2', tone === 'dark' ? 'text-slate-300' : 'text-ink-soft')}>
          {formatAud(current.regularPrice)}
        </s>
        {note ? <span className={noteClass}>{note}</span> : null}
        {aside}
      </p>
      <p className="mt-2">
        <Badge tone="highlight" size="compact">
          <Tag aria-hidden="true" className="size-4" />
          {until ? `Sale price ${until}` : 'Sale price'}
        </Badge>
      </p>
    </div>
  )
}

/** The home card's line while a service is on sale: nothing otherwise (the home cards show no price). */
export function SaleLine({ service, now }: { service: Service; now: number }) {
  const current = priceAt(service, now)
  if (current.regularPrice === undefined) return null
  const until = saleUntil(current.saleLastDay)
  return (
    <div className="mt-5 rounded-xl bg-highlight-soft px-4 py-3 text-highlight-ink">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm font-semibold">On sale</span>
        <span className="sr-only">{`Was ${formatAud(current.regularPrice)}, now ${formatAud(current.price)}`}</span>
        <span aria-hidden="true" className="text-2xl font-bold tracking-tight text-ink">
          {formatAud(current.price)}
        </span>
        <s aria-hidden="true" className="font-semibold decoration-2">
          {formatAud(current.regularPrice)}
        </s>
      </p>
      {until ? <p className="text-sm">{`Sale price ${until}`}</p> : null}
    </div>
  )
}
