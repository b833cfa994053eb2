import { CalendarClock, Sparkles } from 'lucide-react'
import { useId } from 'react'
import type { Promotion } from '../../../contract/promotions'
import { Badge } from '~/components/ui/badge'
import { Container } from '~/components/ui/section'
import { discountText, promotionEndText } from '../../../core/promotion-rules'

/**
 * The promotions running at the loader's instant, as one band under a page's hero. Server-rendered with the page
 * (so nothing moves when it hydrates) and left out entirely when none runs. Each promotion is a labelled region
 * (a landmark screen readers can jump to) with its title as the heading.
 */
export function PromotionBanners({ promotions }: { promotions: readonly Promotion[] }) {
  if (promotions.length === 0) return null
  return (
    <div className="border-b border-highlight/30 bg-highlight-soft">
      <Container className="flex flex-col gap-4 py-6">
        {promotions.map((promotion) => (
          <PromotionBanner key={promotion.id} promotion={promotion} />
        ))}
      </Container>
    </div>
  )
}

function PromotionBanner({ promotion }: { promotion: Promotion }) {
  const headingId = useId()
  return (
    <aside aria-labelledby={headingId} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="highlight" className="bg-white">
            <Sparkles aria-hidden="true" className="size-4" />
            {discountText(promotion)}
          </Badge>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-highlight-ink">
            <CalendarClock aria-hidden="true" className="size-4" />
            {promotionEndText(promotion)}
          </span>
        </p>
        <h2 id={headingId} className="mt-2 text-lg font-bold text-ink">
          {promotion.title}
        </h2>
        {promotion.description ? <p className="mt-1 text-base text-ink-soft">{promotion.description}</p> : null}
      </div>
      {promotion.promoCode ? (
        <p className="shrink-0 text-sm text-ink-soft">
          Use code{' '}
          <strong className="ml-1 inline-block rounded-lg border border-dashed border-highlight-ink/50 bg-white px-3 py-1.5 font-mono text-base font-bold tracking-wide text-ink">
            {promotion.promoCode}
          </strong>
        </p>
      ) : null}
    </aside>
  )
}
