import { CircleHelp } from 'lucide-react'
import { useRouteLoaderData } from 'react-router'
import { PageHero, Section } from '~/components/ui/section'
import { FaqCategories } from '~/features/faq/faq-categories'
import { FAQ_CATEGORIES } from '../../../core/faq-content'
import { StillHaveQuestions } from '~/features/faq/still-have-questions'
import { pageMeta } from '~/lib/page-meta'
import { settingText } from '../../../core/settings'
import { breadcrumbJsonLd, faqPageJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/faq'

export default function Faq() {
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
        <FaqCategories categories={FAQ_CATEGORIES} />
      </Section>
      <StillHaveQuestions
        businessPhone={settingText(settings, 'business_phone')}
        chatPhone={settingText(settings, 'secondary_phone')}
        supportEmail={settingText(settings, 'support_email')}
      />
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    page: 'faq',
    matches,
    pathname: location.pathname,
    title: 'Frequently Asked Questions',
    description:
      'Answers about pricing, setup times, integrations and support for our AI chatbots, voice agents, websites and automation. One-time setup fee, no monthly subscription.',
    jsonLd: (root) => [
      faqPageJsonLd(FAQ_CATEGORIES.flatMap((category) => category.questions)),
      breadcrumbJsonLd(root.publicUrl, [{ name: 'FAQ', path: '/faq' }]),
    ],
  })
