import { ArrowRight, TrendingUp } from 'lucide-react'
import type { Service } from '../../../contract/content'
import { CardRow, CardRowItem } from '~/components/ui/card-row'
import { Container, SECTION_PADDING, SectionHeading } from '~/components/ui/section'
import { cn } from '~/lib/cn'
import { HOME_FALLBACK_SERVICES, servicesOrFallback, visibleFeatures } from '../../../core/fallback-services'
import { SERVICE_CARD_FEATURES } from './service-card'
import { SaleLine } from './service-price'
import { ServiceCardHeading, ServiceFeatureList, serviceAccent } from './service-visuals'

/**
 * The home page's 'Our Core Services' band, anchored at #services. Pass the services as loaded
 * (an empty list after a failed fetch): with none, the spec's three home fallback cards show.
 */
export function CoreServicesSection({ services, now }: { services: readonly Service[]; now: number }) {
  const cards = servicesOrFallback(services, HOME_FALLBACK_SERVICES)
  return (
    <section id="services" aria-labelledby="services-heading" className={cn('bg-surface', SECTION_PADDING)}>
      <Container>
        <SectionHeading
          id="services-heading"
          eyebrow="What we do"
          title="Our Core Services"
          intro="Practical AI and web solutions for Australian small businesses. One-time setup, and the solution is yours."
        />
        <CardRow label="Core service cards" listClassName="sm:grid md:grid-cols-2 lg:grid-cols-3">
          {cards.map((service) => (
            <CardRowItem key={service.id}>
              <CoreServiceCard service={service} now={now} />
            </CardRowItem>
          ))}
        </CardRow>
      </Container>
    </section>
  )
}

function CoreServiceCard({ service, now }: { service: Service; now: number }) {
  const accent = serviceAccent(service.color)
  const { shown } = visibleFeatures(service.features, SERVICE_CARD_FEATURES)
  const headingId = `core-service-${service.id}-title`
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow duration-200 hover:shadow-card-hover sm:p-8">
      <ServiceCardHeading service={service} headingId={headingId} />
      <p className="mt-4 text-ink-soft">{service.description}</p>
      <SaleLine service={service} now={now} />
      <ServiceFeatureList features={shown} color={service.color} />
      <div className="mt-auto pt-6">
        {service.highlight ? (
          <p className={cn('flex items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold', accent.badge)}>
            <TrendingUp aria-hidden="true" className="size-4 shrink-0" />
            {service.highlight}
          </p>
        ) : null}
        <a
          href="#contact"
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-primary transition-colors duration-150 hover:text-primary-hover hover:underline"
        >
          Learn More<span className="sr-only"> about {service.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  )
}
