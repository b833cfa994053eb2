import { Sparkles } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Badge, type BadgeTone } from '~/components/ui/badge'
import { PageHero, Section, SectionHeading } from '~/components/ui/section'
import { AiToolsGallery } from '~/features/ai-tools/ai-tools-gallery'
import { type ToolFilter, countTools, parseToolFilter, toolCountLabels } from '../../../core/tool-filters'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import { breadcrumbJsonLd } from '../../../core/structured-data'
import type { Route } from './+types/ai-tools'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  const tools = await orFallback(services.catalog.listAiTools(), [], 'AI tools')
  return { tools }
}

const COUNT_TONES: Record<Exclude<ToolFilter, 'all'>, BadgeTone> = {
  free: 'green',
  credit: 'blue',
  premium: 'purple',
  'coming-soon': 'gray',
}

export default function AiToolsPage({ loaderData }: Route.ComponentProps) {
  const { tools } = loaderData
  const [searchParams] = useSearchParams()
  const counts = countTools(tools)
  return (
    <>
      <PageHero
        eyebrow={
          <Badge tone="primary">
            <Sparkles aria-hidden="true" className="size-4" />
            AI Tools
          </Badge>
        }
        title="AI Tools for Australian Businesses"
        intro="Write better listings, replies, posts and scripts in minutes. Start with the free tools, use credits for the heavy lifting, and see what is coming next."
      >
        <ul aria-label="Tools at a glance" className="mt-8 flex flex-wrap gap-3">
          {toolCountLabels(counts).map(({ filter, label }) => (
            <li key={filter}>
              <Badge tone={COUNT_TONES[filter]}>{label}</Badge>
            </li>
          ))}
        </ul>
      </PageHero>
      <Section aria-labelledby="tools-heading">
        <SectionHeading
          id="tools-heading"
          title="Find the Right Tool"
          intro="Filter by how you want to pay. Every live tool opens in a new tab."
        />
        <AiToolsGallery tools={tools} initialFilter={parseToolFilter(searchParams.get('filter'))} />
      </Section>
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const counts = countTools(loaderData?.tools ?? [])
  const description =
    counts.free > 0
      ? `Try ${counts.free} free AI tools for Australian small businesses, plus credit and premium tools for listings, reviews, social posts and call scripts. Built in Melbourne.`
      : 'Free and premium AI tools for Australian small businesses: listings, reviews, social posts and call scripts. Built in Melbourne.'
  return pageMeta({
    page: 'ai_tools',
    matches,
    pathname: location.pathname,
    title: 'AI Tools for Small Business',
    description,
    jsonLd: (root) => [breadcrumbJsonLd(root.publicUrl, [{ name: 'AI Tools', path: '/ai-tools' }])],
  })
}
