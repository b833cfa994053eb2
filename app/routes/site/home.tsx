import { useRouteLoaderData } from 'react-router'
import { BOOK_CALL_HREF } from '~/components/layout/header'
import { AiToolsSection } from '~/features/ai-tools/ai-tools-section'
import { ContactForm } from '~/features/contact/contact-form'
import { ContactSection } from '~/features/home/contact-section'
import { Hero } from '~/features/home/hero'
import { ImpactStats } from '~/features/home/impact-stats'
import { WhyChoose } from '~/features/home/why-choose'
import { PricingSection } from '~/features/pricing/pricing-section'
import { BusinessCalculatorSection } from '~/features/roi/business-calculator-section'
import { CoreServicesSection } from '~/features/services/core-services-section'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { homeDescription } from '~/lib/pricing-rules'
import { getRequestContext } from '~/lib/server-context'
import { settingText } from '~/lib/settings'
import { localBusinessJsonLd } from '~/lib/structured-data'
import type { loader as rootLoader } from '../../root'
import type { Route } from './+types/home'

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = getRequestContext(context).services
  const [services, tools, plans] = await Promise.all([
    orFallback(catalog.listServices(), [], 'services'),
    orFallback(catalog.listAiTools(), [], 'AI tools'),
    orFallback(catalog.listActivePlans(), [], 'pricing plans'),
  ])
  return { services, tools, plans }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}
  return (
    <>
      <Hero tagline={settingText(settings, 'site_tagline')} />
      <ImpactStats />
      <CoreServicesSection services={loaderData.services} />
      <AiToolsSection tools={loaderData.tools} />
      <PricingSection plans={loaderData.plans} />
      <BusinessCalculatorSection bookCallHref={BOOK_CALL_HREF} />
      <WhyChoose siteName={settingText(settings, 'site_name')} />
      <ContactSection
        email={settingText(settings, 'contact_email')}
        phone={settingText(settings, 'business_phone')}
        heading={settingText(settings, 'cta_heading')}
        description={settingText(settings, 'cta_description')}
        bookCallHref={BOOK_CALL_HREF}
        form={<ContactForm variant="home" />}
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
    description: homeDescription(data?.plans ?? []),
    jsonLd: (root) => [
      localBusinessJsonLd(root.settings, data?.plans ?? [], root.publicUrl),
      { '@context': 'https://schema.org', '@type': 'WebSite', name: settingText(root.settings, 'site_name'), url: `${root.publicUrl}/` },
    ],
  })
