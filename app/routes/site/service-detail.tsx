import { ArrowLeft, ArrowRight, CircleCheck, Clock, GraduationCap, Home, LayoutGrid, Mail, MapPin, MessageSquareQuote, Phone, Users, Wrench } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, data, useRouteLoaderData } from 'react-router'
import { NotFoundMessage } from '~/components/layout/not-found-message'
import { ContactCta } from '~/components/layout/contact-cta'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Container, Section, SectionHeading } from '~/components/ui/section'
import { CapabilityIcon } from '~/features/services/capability-icon'
import { ServiceHeroArt } from '~/features/services/service-hero-art'
import { type ServicePage, findServicePage, serviceMetaDescription } from '~/features/services/service-pages'
import { ServiceIconChip, serviceAccent } from '~/features/services/service-visuals'
import { cn } from '~/lib/cn'
import { telHref } from '../../../core/format'
import { pageMeta } from '~/lib/page-meta'
import { type SettingsMap, settingText } from '../../../core/settings'
import { breadcrumbJsonLd, serviceJsonLd } from '../../../core/structured-data'
import { type SaleFields, priceAt } from '../../../core/pricing-rules'
import { ServicePrice } from '~/features/services/service-price'
import { PromotionBanners } from '~/features/promotions/promotion-banner'
import { runningPromotions } from '../../../core/promotion-rules'
import { orFallback } from '~/lib/load'
import { getRequestContext } from '~/lib/server-context'
import type { loader as rootLoader } from '../../root'
import type { Route } from './+types/service-detail'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = findServicePage(params.serviceId)
  // Search engines must not index a page for a service that does not exist.
  if (!page) return data({ serviceId: null, pricing: null, promotions: [], now: Date.now() }, { status: 404 })
  const { catalog } = getRequestContext(context).services
  // The catalogue's service of the same slug sets the price and its sale; the page's own price stands without one.
  const [stored, promotions] = await Promise.all([orFallback(catalog.findServiceBySlug(page.id), undefined, 'service'), orFallback(catalog.listPromotions(), [], 'promotions')])
  const pricing: SaleFields = stored
    ? { price: stored.price, salePrice: stored.salePrice, saleStartDate: stored.saleStartDate, saleEndDate: stored.saleEndDate }
    : { price: page.price, salePrice: null, saleStartDate: null, saleEndDate: null }
  // Read at the server's instant, so the HTML and the hydrated page agree about a sale and a promotion.
  const now = Date.now()
  return data({ serviceId: page.id, pricing, promotions: runningPromotions(promotions, now, page.id), now })
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const settings = root?.settings ?? {}
  const page = findServicePage(loaderData.serviceId ?? undefined)
  if (!page) return <ServiceNotFound />
  return (
    <>
      <ServiceHero page={page} pricing={loaderData.pricing ?? { price: page.price, salePrice: null, saleStartDate: null, saleEndDate: null }} now={loaderData.now} />
      <PromotionBanners promotions={loaderData.promotions} />
      <Overview page={page} />
      <Capabilities page={page} />
      <Benefits page={page} />
      <Support page={page} />
      {/* 'Get Started Today' and 'Request Quote' land on the ways to reach us, followed by the booking band. */}
      <div id="contact">
        <ContactBlock settings={settings} />
        <ContactCta settings={settings} id="service-cta" />
      </div>
    </>
  )
}

function ServiceHero({ page, pricing, now }: { page: ServicePage; pricing: SaleFields; now: number }) {
  return (
    <section aria-labelledby="service-title" className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(29_78_216/0.45),transparent)]" />
      <Container className="relative pt-6 pb-16 sm:pt-8 sm:pb-24">
        <Link
          to="/services"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-slate-300 transition-colors duration-150 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Services
        </Link>
        <div className="mt-8 grid items-center gap-12 lg:grid-cols-2">
          <div>
            <ServiceIconChip icon={page.icon} color={page.color} />
            <h1 id="service-title" className="mt-6 text-4xl font-bold tracking-tight sm:text-6xl">
              {page.title}
            </h1>
            <p className="mt-4 text-lg text-slate-300">{page.subtitle}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2">
              <ServicePrice service={pricing} now={now} tone="dark" size="xl" aside={<Badge tone="highlight" className="self-center">{page.billing}</Badge>} />
            </div>
            <p className="mt-2 text-sm text-slate-300">AUD, GST included. You own the solution, with no monthly subscription.</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="inverse" size="lg">
                <a href="#contact">
                  Get Started Today
                  <ArrowRight aria-hidden="true" className="size-5" />
                </a>
              </Button>
              <Button asChild variant="outlineInverse" size="lg">
                <a href="#contact">
                  <MessageSquareQuote aria-hidden="true" className="size-5" />
                  Request Quote
                </a>
              </Button>
            </div>
          </div>
          <ServiceHeroArt image={page.heroImage} className="mx-auto h-auto w-full max-w-xl rounded-3xl shadow-2xl" />
        </div>
      </Container>
    </section>
  )
}

function Overview({ page }: { page: ServicePage }) {
  const accent = serviceAccent(page.color)
  return (
    <Section aria-labelledby="overview-heading">
      <div className="grid gap-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">Overview</p>
          <h2 id="overview-heading" className="text-2xl font-bold tracking-tight sm:text-4xl">
            What you get with {page.title}
          </h2>
          <p className="mt-6 text-lg text-ink-soft">{page.description}</p>
        </div>
        <div className="rounded-card border border-line bg-surface p-6 sm:p-8 lg:col-span-2">
          <h2 className="text-2xl font-bold tracking-tight">Key Features</h2>
          <ul className="mt-6 space-y-4">
            {page.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <CircleCheck aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', accent.check)} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}

function Capabilities({ page }: { page: ServicePage }) {
  const accent = serviceAccent(page.color)
  return (
    <Section aria-labelledby="capabilities-heading" className="bg-surface">
      <SectionHeading id="capabilities-heading" eyebrow="Capabilities" title="Built to do the work for you" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {page.capabilities.map((capability) => (
          <Tile key={capability.title} chipClass={accent.chip} icon={<CapabilityIcon name={capability.icon} className="size-6" />} title={capability.title}>
            {capability.description}
          </Tile>
        ))}
      </ul>
    </Section>
  )
}

function Benefits({ page }: { page: ServicePage }) {
  return (
    <Section aria-labelledby="benefits-heading">
      <div className="grid gap-10 lg:grid-cols-3 lg:gap-12">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">Benefits</p>
          <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight sm:text-4xl">
            What it means for your business
          </h2>
          <p className="mt-4 text-lg text-ink-soft">Real results for Australian small businesses, not just new technology.</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
          {page.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 rounded-card border border-line bg-white p-5 shadow-card">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              <span className="font-semibold">{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

function Support({ page }: { page: ServicePage }) {
  const items = [
    { icon: Clock, title: 'Setup', text: page.support.setup },
    { icon: GraduationCap, title: 'Training', text: page.support.training },
    { icon: Wrench, title: 'Maintenance', text: page.support.maintenance },
    { icon: Users, title: 'Local team', text: page.support.local },
  ]
  return (
    <Section aria-labelledby="support-heading" className="bg-surface">
      <SectionHeading id="support-heading" eyebrow="Support" title="Delivery and support" intro="From setup to the months after launch, you deal with the same Melbourne team." />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ icon: Icon, title, text }) => (
          <Tile key={title} icon={<Icon className="size-6" />} title={title}>
            {text}
          </Tile>
        ))}
      </ul>
    </Section>
  )
}

function ContactBlock({ settings }: { settings: SettingsMap }) {
  const phone = settingText(settings, 'business_phone')
  const email = settingText(settings, 'contact_email')
  const linkClass = 'mt-1 inline-flex min-h-11 items-center font-semibold break-all text-primary hover:text-primary-hover hover:underline'
  return (
    <Section aria-labelledby="contact-details-heading">
      <SectionHeading id="contact-details-heading" eyebrow="Contact" title="Talk to our team" intro="Ask a question, get a quote or start your project. We reply within 24 hours." />
      <ul className="grid gap-6 md:grid-cols-3">
        <Tile icon={<Phone className="size-6" />} title="Phone">
          {settingText(settings, 'phone_description')}
          <br />
          <a className={linkClass} href={telHref(phone)}>
            {phone}
          </a>
        </Tile>
        <Tile icon={<Mail className="size-6" />} title="Email">
          {settingText(settings, 'general_inquiries_description')}
          <br />
          <a className={linkClass} href={`mailto:${email}`}>
            {email}
          </a>
        </Tile>
        <Tile icon={<MapPin className="size-6" />} title="Location">
          {settingText(settings, 'location_description')}
          <span className="mt-2 block font-semibold text-ink">{settingText(settings, 'office_address')}</span>
        </Tile>
      </ul>
    </Section>
  )
}

/** A card with an icon chip, a heading and text: side by side on phones to keep the page short, stacked from sm up. */
function Tile({ icon, title, chipClass = 'bg-primary-soft text-primary', children }: { icon: ReactNode; title: string; chipClass?: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:block">
      <span aria-hidden="true" className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-xl', chipClass)}>
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-bold sm:mt-4">{title}</h3>
        <p className="mt-2 text-ink-soft">{children}</p>
      </div>
    </li>
  )
}

function ServiceNotFound() {
  return (
    <NotFoundMessage
      title="Service Not Found"
      message="The requested service could not be found."
      links={[
        { to: '/', label: 'Back to Home', icon: Home },
        { to: '/services', label: 'Browse Services', icon: LayoutGrid },
      ]}
    />
  )
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const page = findServicePage(loaderData?.serviceId ?? undefined)
  if (!page) {
    return pageMeta({ matches, pathname: location.pathname, title: 'Service Not Found', description: 'The requested service could not be found.', noIndex: true })
  }
  const path = `/services/${page.id}`
  const price = priceAt(loaderData?.pricing ?? { ...page, salePrice: null, saleStartDate: null, saleEndDate: null }, loaderData?.now ?? Date.now())
  const description = serviceMetaDescription(page, price.price)
  return pageMeta({
    matches,
    pathname: location.pathname,
    title: page.title,
    description,
    jsonLd: (root) => [
      serviceJsonLd({
        name: page.title,
        description,
        price,
        url: `${root.publicUrl}${path}`,
        publicUrl: root.publicUrl,
      }),
      breadcrumbJsonLd(root.publicUrl, [
        { name: 'Services', path: '/services' },
        { name: page.title, path },
      ]),
    ],
  })
}
