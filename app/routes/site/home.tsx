import { useRouteLoaderData, useSearchParams } from 'react-router'
import { contactSentLocation, isContactSent } from '~/features/contact/contact-answer'
import { receiveContactForm } from '~/features/contact/receive-contact.server'
import { Hero } from '~/features/home/hero'
import { ImpactStats } from '~/features/home/impact-stats'
import { calculateRoiForm } from '~/features/roi/calculate-roi.server'
import { ROI_INTENT } from '~/features/roi/roi-answer'
import { deferHydration } from '~/lib/deferred-hydration'
import { answeredOrFailed } from '~/lib/form-action'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { homeDescription } from '../../../core/pricing-rules'
import { getRequestContext } from '~/lib/server-context'
import { settingText, toSettingsMap } from '../../../core/settings'
import { localBusinessJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '../../root'
import type { Route } from './+types/home'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

export async function loader({ context }: Route.LoaderArgs) {
  const { services: appServices, publicUrl } = getRequestContext(context)
  const { catalog } = appServices
  const [services, tools, plans, testimonials, settings] = await Promise.all([
    orFallback(catalog.listServices(), [], 'services'),
    orFallback(catalog.listAiTools(), [], 'AI tools'),
    orFallback(catalog.listActivePlans(), [], 'pricing plans'),
    orFallback(catalog.listTestimonials(), [], 'testimonials'),
    orFallback(catalog.listPublicSettings(), [], 'site settings'),
  ])
  // The description and the business's structured data state prices: written here, the browser does not build a
  // currency formatter while it hydrates (it held a phone's main thread for about 60 ms under 4x CPU, issue 33).
  const description = homeDescription(plans)
  const businessJsonLd = localBusinessJsonLd(toSettingsMap(settings), plans, publicUrl, testimonials)
  // Prices are read at the server's instant, so the HTML and the hydrated page agree (sale windows).
  return { services, tools, plans, testimonials, now: Date.now(), description, businessJsonLd }
}

// Below the first screen, each section hydrates when it nears the viewport or is touched (deferred-hydration.tsx):
// the home page is long, and hydrating all of it at once held a phone's main thread for most of a second.
const CoreServicesSection = deferHydration('services', () => import('~/features/services/core-services-section').then((module) => module.CoreServicesSection))
const AiToolsSection = deferHydration('ai-tools', () => import('~/features/ai-tools/ai-tools-section').then((module) => module.AiToolsSection))
const PricingSection = deferHydration('pricing', () => import('~/features/pricing/pricing-section').then((module) => module.PricingSection))
const BusinessCalculatorSection = deferHydration('calculator', () => import('~/features/roi/business-calculator-section').then((module) => module.BusinessCalculatorSection))
const TestimonialsSection = deferHydration('testimonials', () => import('~/features/testimonials/testimonials-section').then((module) => module.TestimonialsSection))
const WhyChoose = deferHydration('why-choose', () => import('~/features/home/why-choose').then((module) => module.WhyChoose))
const HomeContact = deferHydration('contact', () => import('./home-contact').then((module) => module.HomeContact))

/** The home page's own action: React Router tells an index route's action from its layout's by `?index`. */
const HOME_ACTION = '/?index'

/** The page's two forms post here; their hidden `intent` field says which one was sent. */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form is a form with no fields: the field messages answer it.
  const form = await request.formData().catch(() => new FormData())
  const requestContext = getRequestContext(context)
  if (form.get('intent') === ROI_INTENT) return calculateRoiForm({ form, context: requestContext })
  return receiveContactForm({ variant: 'home', request, form, context: requestContext, sentLocation: contactSentLocation('/') })
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answeredOrFailed(serverAction)

/** A refusal's Retry-After goes out with the page too (React Router passes on only cookies by itself). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}
  const [search] = useSearchParams()
  // The answer to a form the browser sent itself, for the form that sent it; a fetcher's answers stay with its form.
  const answer = actionData && 'intent' in actionData ? actionData : undefined
  return (
    <>
      <Hero tagline={settingText(settings, 'site_tagline')} />
      <ImpactStats />
      <CoreServicesSection services={loaderData.services} now={loaderData.now} />
      <AiToolsSection tools={loaderData.tools} />
      <PricingSection plans={loaderData.plans} />
      <BusinessCalculatorSection action={HOME_ACTION} answer={answer?.intent === ROI_INTENT ? answer : undefined} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <WhyChoose siteName={settingText(settings, 'site_name')} />
      <HomeContact
        email={settingText(settings, 'contact_email')}
        phone={settingText(settings, 'business_phone')}
        heading={settingText(settings, 'cta_heading')}
        description={settingText(settings, 'cta_description')}
        sent={isContactSent(search)}
        action={HOME_ACTION}
        answer={answer?.intent === ROI_INTENT ? undefined : answer}
      />
    </>
  )
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMeta({
    page: 'home',
    matches,
    pathname: location.pathname,
    title: 'Melbourne AI Solutions | AI Chatbots & Voice Agents',
    description: data?.description ?? homeDescription([]),
    jsonLd: (root) => [
      data?.businessJsonLd ?? localBusinessJsonLd(root.settings, [], root.publicUrl, []),
      { '@context': 'https://schema.org', '@type': 'WebSite', name: settingText(root.settings, 'site_name'), url: `${root.publicUrl}/` },
    ],
  })
