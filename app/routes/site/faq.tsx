import { CircleHelp } from 'lucide-react'
import { useRouteLoaderData } from 'react-router'
import { PageHero, Section } from '~/components/ui/section'
import { FaqCategories } from '~/features/faq/faq-categories'
import { liveFaqCategories, withTaughtAnswers } from '../../../core/faq-content'
import { StillHaveQuestions } from '~/features/faq/still-have-questions'
import { loadFaqFacts } from '~/lib/faq-facts.server'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import { settingText } from '../../../core/settings'
import { breadcrumbJsonLd, faqPageJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/faq'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

export async function loader({ context }: Route.LoaderArgs) {
  // Prices, hours and contact details in the answers are read now, so an admin's change shows on the next request.
  const request = getRequestContext(context)
  const [facts, taught] = await Promise.all([loadFaqFacts(request, Date.now()), orFallback(request.services.catalog.listKnowledgeEntries(), [], "the owner's answers")])
  // The owner's answers to the chat's questions follow the written FAQ, under "More questions".
  return { categories: withTaughtAnswers(liveFaqCategories(facts), taught), weekdayHours: facts.weekdayHours ?? null }
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-slate-200">
            <CircleHelp aria-hidden="true" className="size-4" />
            FAQ
          </span>
        }
        title="Frequently Asked Questions"
        intro="Straight answers about pricing, timelines, integrations and support. You pay a one-time setup fee and own your solution, with no monthly subscription."
      />
      <Section>
        <FaqCategories categories={loaderData.categories} />
      </Section>
      <StillHaveQuestions
        weekdayHours={loaderData.weekdayHours}
        businessPhone={settingText(settings, 'business_phone')}
        chatPhone={settingText(settings, 'secondary_phone')}
        supportEmail={settingText(settings, 'support_email')}
      />
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({
    page: 'faq',
    matches,
    pathname: location.pathname,
    title: 'Frequently Asked Questions',
    description:
      'Answers about pricing, setup times, integrations and support for our AI chatbots, voice agents, websites and automation. One-time setup fee, no monthly subscription.',
    jsonLd: (root) => {
      const questions = (loaderData?.categories ?? []).flatMap((category) => category.questions)
      // The FAQPage data states exactly the answers the page shows, facts filled in.
      return [...(questions.length > 0 ? [faqPageJsonLd(questions)] : []), breadcrumbJsonLd(root.publicUrl, [{ name: 'FAQ', path: '/faq' }])]
    },
  })
