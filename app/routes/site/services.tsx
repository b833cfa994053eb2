import { ArrowRight, BadgeDollarSign, CircleCheck, LifeBuoy, MapPin, Tag, Zap } from 'lucide-react'
import { Link, useRouteLoaderData } from 'react-router'
import { ContactCta } from '~/components/layout/contact-cta'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Container, PageHero, Section, SectionHeading } from '~/components/ui/section'
import { FALLBACK_SERVICES, servicesOrFallback } from '../../../core/fallback-services'
import { ServiceCard } from '~/features/services/service-card'
import { TestimonialsSection } from '~/features/testimonials/testimonials-section'
import { formatAud } from '../../../core/format'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import { settingText } from '../../../core/settings'
import { priceAt } from '../../../core/pricing-rules'
import { breadcrumbJsonLd, servicesOfferCatalogJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '../../root'
import type { Route } from './+types/services'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  // A failed fetch shows the built-in fallback cards, as an empty result does.
  const [fetched, testimonials] = await Promise.all([
    orFallback(services.catalog.listServices(), [], 'services'),
    orFallback(services.catalog.listTestimonials(), [], 'testimonials'),
  ])
  // Prices are read at the server's instant, so the HTML and the hydrated page agree (sale windows).
  return { services: servicesOrFallback(fetched, FALLBACK_SERVICES), testimonials, now: Date.now() }
}

const reasons = [
  {
    icon: MapPin,
    title: 'Local Melbourne team',
    text: 'Work with real people in your time zone who know Australian small business. Meet us in the CBD, or we come to you.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Transparent pricing',
    text: 'A one-time setup fee in AUD, GST included. You own the solution, with no monthly subscription and no lock-in.',
  },
  {
    icon: Zap,
    title: 'Fast delivery',
    text: 'AI assistants go live in 3-5 business days, websites in 7-10 business days and automation projects in 2-3 weeks.',
  },
  {
    icon: LifeBuoy,
    title: 'Ongoing support',
    text: '3 months of free website updates, 6 months of automation optimisation and 24/7 emergency support for existing clients.',
  },
]

const promises = ['One-time setup fee', 'No monthly subscription', 'Melbourne-based team']

export default function Services({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const settings = root?.settings ?? {}
  return (
    <>
      <PageHero
        eyebrow={
          <Badge tone="primary">
            <Tag aria-hidden="true" className="size-4" />
            Our Services
          </Badge>
        }
        title="AI-Powered Business Solutions"
        intro="AI chatbots and voice agents, professional websites and custom automation for Australian small businesses. Pay once for setup and own the solution outright."
      >
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
          {promises.map((promise) => (
            <li key={promise} className="flex items-center gap-2 text-base font-semibold text-white">
              <CircleCheck aria-hidden="true" className="size-5 text-blue-300" />
              {promise}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section aria-labelledby="solutions-heading" className="bg-surface">
        <SectionHeading
          id="solutions-heading"
          eyebrow="Services and prices"
          title="Choose Your Solution"
          intro="Clear, fixed starting prices in AUD. Custom configuration, integrations and extra training are quoted separately."
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} now={loaderData.now} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="why-heading">
        <SectionHeading
          id="why-heading"
          eyebrow="Why work with us"
          title={`Why Choose ${settingText(settings, 'site_name')}`}
          intro="Enterprise-grade AI, delivered by a small local team at small business prices."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:block">
              <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink sm:mt-4">{title}</h3>
                <p className="mt-2 text-ink-soft">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="next-step-heading" className="pb-16 sm:pb-24">
        <Container>
          <div className="relative overflow-hidden rounded-card bg-primary px-6 py-12 text-center text-white sm:px-12 sm:py-16">
            <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_10%_0%,rgb(255_255_255/0.18),transparent)]" />
            <div className="relative">
              <h2 id="next-step-heading" className="mx-auto max-w-2xl text-2xl font-bold tracking-tight sm:text-4xl">
                Not sure which solution fits your business?
              </h2>
              <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50">
                Tell us how your business runs today. We will recommend the right mix and give you a fixed quote, with no obligation.
              </p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
                <Button asChild variant="inverse" size="lg">
                  <Link to="/contact">
                    Contact Us
                    <ArrowRight aria-hidden="true" className="size-5" />
                  </Link>
                </Button>
                <Button asChild variant="outlineInverse" size="lg">
                  <Link to="/pricing">View Pricing</Link>
                </Button>
              </div>
            </div>
          </div>
        </Container>
      </section>

      <TestimonialsSection testimonials={loaderData.testimonials} />

      <ContactCta settings={settings} />
    </>
  )
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const services = data?.services ?? FALLBACK_SERVICES
  const now = data?.now ?? Date.now()
  const prices = services.map((service) => priceAt(service, now).price)
  return pageMeta({
    page: 'services',
    matches,
    pathname: location.pathname,
    title: 'AI Business Solutions & Services',
    description: `AI chatbots, voice agents, websites and business automation for Australian small businesses, from ${formatAud(Math.min(...prices))} one-time setup. No monthly subscription. Melbourne team.`,
    jsonLd: (root) => [breadcrumbJsonLd(root.publicUrl, [{ name: 'Services', path: '/services' }]), servicesOfferCatalogJsonLd(services, now, root.publicUrl)],
  })
}
