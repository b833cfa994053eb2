import { ArrowRight, MessagesSquare } from 'lucide-react'
import { Link, useRouteLoaderData, useSearchParams } from 'react-router'
import { Container, PageHero, Section, SectionHeading } from '~/components/ui/section'
import { BusinessHoursCard } from '~/features/contact/business-hours-card'
import { contactSentLocation, isContactSent } from '~/features/contact/contact-answer'
import { ContactCards } from '~/features/contact/contact-cards'
import { ContactFaq } from '~/features/contact/contact-faq'
import { CONTACT_FAQ } from '~/features/contact/contact-faq-content'
import { ContactFormSection } from '~/features/contact/contact-form-section'
import { receiveContactForm } from '~/features/contact/receive-contact.server'
import { WhyChooseUs } from '~/features/contact/why-choose-us'
import { answeredOrFailed } from '~/lib/form-action'
import { loadFaqFacts } from '~/lib/faq-facts.server'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import { fillAnswers } from '../../../core/faq-facts'
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/contact'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

const CONTACT_PATH = '/contact'

export async function loader({ context }: Route.LoaderArgs) {
  // The FAQ's prices are read now, so an admin's change shows on the next request.
  return { faq: fillAnswers(CONTACT_FAQ, await loadFaqFacts(getRequestContext(context), Date.now())) }
}

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form is a form with no fields: the field messages answer it.
  const form = await request.formData().catch(() => new FormData())
  return receiveContactForm({ variant: 'page', request, form, context: getRequestContext(context), sentLocation: contactSentLocation(CONTACT_PATH) })
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answeredOrFailed(serverAction)

/** A refusal's Retry-After goes out with the page too (React Router passes on only cookies by itself). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}
  const [search] = useSearchParams()
  // The answer to a form the browser sent itself; a fetcher's answers stay with its form.
  const answer = actionData && 'intent' in actionData ? actionData : undefined
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-slate-200">
            <MessagesSquare aria-hidden="true" className="size-4" />
            Contact us
          </span>
        }
        title="Let's Talk About Your Business"
        intro="Questions about AI chatbots, voice agents, websites or automation? Our Melbourne team replies within 24 hours."
      />
      <div className="bg-surface py-12 sm:py-24">
        <Container className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
          <ContactFormSection settings={settings} action={CONTACT_PATH} answer={answer} sent={isContactSent(search)} />
          <BusinessHoursCard settings={settings} />
        </Container>
      </div>
      <Section aria-labelledby="contact-details-heading">
        <SectionHeading id="contact-details-heading" eyebrow="Contact details" title="Reach the Right Person" />
        <ContactCards settings={settings} />
      </Section>
      <Section aria-labelledby="why-choose-us-heading" className="bg-surface">
        <SectionHeading
          id="why-choose-us-heading"
          eyebrow="Why choose us"
          title="Why Businesses Choose Us"
          intro="Practical AI that pays for itself, built and supported by a local team."
        />
        <WhyChooseUs />
      </Section>
      <Section aria-labelledby="contact-faq-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="contact-faq-heading" eyebrow="FAQ" title="Before You Get in Touch" />
          <ContactFaq questions={loaderData.faq} />
          <p className="mt-8 text-center">
            <Link to="/faq" className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:text-primary-hover">
              See all frequently asked questions
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </Section>
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    page: 'contact',
    matches,
    pathname: location.pathname,
    title: 'Contact Us',
    description:
      'Contact our Melbourne team about AI chatbots, voice agents, websites and automation. Call, email or book a free 30-minute consultation. We reply within 24 hours.',
    jsonLd: (root) => [
      localBusinessJsonLd(root.settings, [], root.publicUrl),
      ...(loaderData && loaderData.faq.length > 0 ? [faqPageJsonLd(loaderData.faq)] : []),
      breadcrumbJsonLd(root.publicUrl, [{ name: 'Contact', path: '/contact' }]),
    ],
  })
