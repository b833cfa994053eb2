import { ArrowRight, LayoutGrid, MessageSquarePlus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { PageHero, Section, SectionHeading } from '~/components/ui/section'
import { DemoGrid } from '~/features/demos/demo-grid'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import { breadcrumbJsonLd } from '../../../core/structured-data'
import type { Route } from './+types/demos'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  // The spec: a failed list call shows the empty state.
  const demos = await orFallback(services.catalog.listDemoSites(), [], 'demo sites')
  return { demos }
}

export default function Demos({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-slate-200">
            <LayoutGrid aria-hidden="true" className="size-4" />
            Industry demo sites
          </span>
        }
        title="See AI at Work in Businesses Like Yours"
        intro="Explore demo websites we have built for Australian industries, each with an AI chatbot or voice agent ready to answer customers, take bookings and capture leads."
      />
      <Section aria-labelledby="demo-sites-heading">
        <SectionHeading
          id="demo-sites-heading"
          eyebrow="Demo gallery"
          title="Try a Demo for Your Industry"
          intro="Live demos open in a new tab. Ask the chatbot a question to see how it would handle your customers."
        />
        <DemoGrid demos={loaderData.demos} />
      </Section>
      <section aria-labelledby="custom-demo-heading" className="bg-surface py-12 sm:py-24">
        <div className="mx-auto w-full max-w-3xl px-4 text-center sm:px-6">
          <h2 id="custom-demo-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">
            Don't See Your Industry?
          </h2>
          <p className="mt-4 text-lg text-ink-soft">
            We can build a demo around your business, your services and your customers' questions, so you can see exactly how AI would work for you.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/contact">
                <MessageSquarePlus aria-hidden="true" className="size-5" />
                Request Custom Demo
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/">
                Learn More About Our Services
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    page: 'demos',
    matches,
    pathname: location.pathname,
    title: 'AI Demo Sites by Industry',
    description:
      'Try live demo websites with AI chatbots and voice agents built for Australian restaurants, clinics, real estate agencies, trades and more.',
    jsonLd: (root) => [breadcrumbJsonLd(root.publicUrl, [{ name: 'Demos', path: '/demos' }])],
  })
