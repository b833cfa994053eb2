import { ExternalLink } from 'lucide-react'
import type { AiTool } from '../../../contract/content'
import { Badge, type BadgeTone } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { AiToolIcon } from './ai-tool-icon'
import { type ToolBadge, toolBadge, toolButton } from '../../../core/tool-filters'
import { toolAnchor } from '../../../core/site-anchors'

const BADGE_TONES: Record<ToolBadge, BadgeTone> = {
  FREE: 'green',
  CREDITS: 'blue',
  PREMIUM: 'purple',
  'COMING SOON': 'gray',
}

export function AiToolCard({ tool, headingLevel: Heading = 'h3', className }: { tool: AiTool; headingLevel?: 'h2' | 'h3'; className?: string }) {
  const badge = toolBadge(tool)
  const button = toolButton(tool)
  return (
    <li id={toolAnchor(tool.name)} className={cn('flex scroll-mt-28 flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow duration-200 hover:shadow-card-hover', className)}>
      <div className="flex items-start justify-between gap-4">
        <span
          className={cn(
            'inline-flex size-12 shrink-0 items-center justify-center rounded-xl',
            tool.comingSoon ? 'bg-slate-100 text-slate-600' : 'bg-primary-soft text-primary',
          )}
        >
          <AiToolIcon tool={tool} className="size-6" />
        </span>
        {badge ? (
          <Badge tone={BADGE_TONES[badge]} size="compact" className="tracking-wide">
            {badge}
          </Badge>
        ) : null}
      </div>
      <Heading className="mt-4 text-lg font-semibold text-ink">{tool.name}</Heading>
      <p className="mt-2 flex-1 text-base text-ink-soft">{tool.description}</p>
      <div className="mt-6">
        {button.disabled ? (
          <Button variant="secondary" disabled className="w-full">
            {button.label}
          </Button>
        ) : (
          <Button asChild variant={tool.isFree ? 'primary' : 'secondary'} className="w-full">
            <a href={button.href} target="_blank" rel="noopener noreferrer">
              {button.label}
              <span className="sr-only">
                : {tool.name} (opens in a new tab)
              </span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </Button>
        )}
      </div>
    </li>
  )
}
