import { ArrowRight, MessageSquareQuote, TrendingUp } from 'lucide-react'
import { Link } from 'react-router'
import type { Service } from '../../../contract/content'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { visibleFeatures } from '../../../core/fallback-services'
import { ServicePrice } from './service-price'
import { ServiceCardHeading, ServiceFeatureList, serviceAccent } from './service-visuals'

/** The spec's UI limit: service cards show at most four features. */
export const SERVICE_CARD_FEATURES = 4

/** A /services card: price (the sale price at `now` inside a sale), up to four features, a detail link and a quote link to the page's contact band. */
export function ServiceCard({ service, now }: { service: Service; now: number }) {
  const accent = serviceAccent(service.color)
  const { shown, moreCount } = visibleFeatures(service.features, SERVICE_CARD_FEATURES)
  const headingId = `service-${service.id}-title`
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white p-6 shadow-card transition-shadow duration-200 hover:shadow-card-hover sm:p-8"
    >
      <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', accent.bar)} />
      <ServiceCardHeading service={service} headingId={headingId} />
      {service.highlight ? (
        <p className="mt-5">
          <span className={cn('inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold', accent.badge)}>
            <TrendingUp aria-hidden="true" className="size-4 shrink-0" />
            {service.highlight}
          </span>
        </p>
      ) : null}
      <p className="mt-4 text-ink-soft">{service.description}</p>
      <ServicePrice service={service} now={now} note={service.priceNote} className="mt-6" />
      <ServiceFeatureList features={shown} color={service.color} className="border-t border-line pt-6" />
      {moreCount > 0 ? (
        <p className="mt-3 pl-7 text-sm font-semibold text-ink-soft">
          +{moreCount} more {moreCount === 1 ? 'feature' : 'features'}
        </p>
      ) : null}
      <div className="mt-auto grid gap-3 pt-8">
        <Button asChild>
          <Link to={`/services/${service.slug || service.id}`}>
            Learn More<span className="sr-only"> about {service.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <a href="#contact">
            <MessageSquareQuote aria-hidden="true" className="size-4" />
            Get Custom Quote<span className="sr-only"> for {service.title}</span>
          </a>
        </Button>
      </div>
    </article>
  )
}
