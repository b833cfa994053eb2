import { ArrowRight, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import type { AiTool } from '../../../contract/content'
import { Button } from '~/components/ui/button'
import { CardRow, cardRowItemClasses } from '~/components/ui/card-row'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { AiToolCard } from './ai-tool-card'
import { DEFAULT_TOOL_FILTER, TOOL_FILTER_LABELS, TOOL_FILTERS, type ToolFilter, filterTools } from '../../../core/tool-filters'

const EMPTY_MESSAGES: Record<ToolFilter, string> = {
  all: 'Our AI tools are on their way. Check back soon!',
  free: 'No free tools right now. Check back soon, or browse all tools.',
  credit: 'No credit tools right now. Check back soon, or browse all tools.',
  premium: 'No premium tools right now. Check back soon, or browse all tools.',
  'coming-soon': 'Nothing new on the way just yet. Every tool is ready to use!',
}

const VIEW_ALL_NOUNS: Record<ToolFilter, string> = {
  all: 'AI tools',
  free: 'free tools',
  credit: 'credit tools',
  premium: 'premium tools',
  'coming-soon': 'coming-soon tools',
}

type AiToolsGalleryProps = {
  tools: AiTool[]
  initialFilter?: ToolFilter
  /** Cards shown per tab; the rest sit behind a link to /ai-tools (used on the home page). */
  limit?: number
  headingLevel?: 'h2' | 'h3'
  /** One swipeable row of cards on phones instead of a stack (the home page, where the list is one band of many). */
  rowOnPhone?: boolean
}

/** The tab bar and tool cards; the All Tools tab is in the server HTML, the other tabs need JavaScript. */
export function AiToolsGallery({ tools, initialFilter = DEFAULT_TOOL_FILTER, limit, headingLevel = 'h3', rowOnPhone = false }: AiToolsGalleryProps) {
  return (
    <Tabs key={initialFilter} defaultValue={initialFilter}>
      <div className="flex justify-center">
        <TabsList aria-label="Filter AI tools">
          {TOOL_FILTERS.map((filter) => (
            <TabsTrigger key={filter} value={filter}>
              {TOOL_FILTER_LABELS[filter]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {TOOL_FILTERS.map((filter) => {
        const matching = filterTools(tools, filter)
        const shown = limit === undefined ? matching : matching.slice(0, limit)
        return (
          <TabsContent key={filter} value={filter}>
            {matching.length === 0 ? (
              <div className="mx-auto flex max-w-md flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
                <SearchX aria-hidden="true" className="size-8 text-ink-soft" />
                <p className="mt-4 text-base text-ink-soft">{EMPTY_MESSAGES[filter]}</p>
              </div>
            ) : rowOnPhone ? (
              <CardRow label={`AI tool cards: ${TOOL_FILTER_LABELS[filter]}`} listClassName="sm:grid sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((tool) => (
                  <AiToolCard key={tool.id} tool={tool} headingLevel={headingLevel} className={cardRowItemClasses} />
                ))}
              </CardRow>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((tool) => (
                  <AiToolCard key={tool.id} tool={tool} headingLevel={headingLevel} />
                ))}
              </ul>
            )}
            {shown.length < matching.length ? (
              <div className="mt-6 flex justify-center sm:mt-10">
                <Button asChild variant="secondary">
                  <Link to={filter === DEFAULT_TOOL_FILTER ? '/ai-tools' : `/ai-tools?filter=${filter}`}>
                    View all {matching.length} {VIEW_ALL_NOUNS[filter]}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </Button>
              </div>
            ) : null}
          </TabsContent>
        )
      })}
    </Tabs>
  )
}
