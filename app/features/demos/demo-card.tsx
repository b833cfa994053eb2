import { Check, ExternalLink, MessageCircle } from 'lucide-react'
import type { DemoSite } from '../../../contract/content'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { demoIcon } from './demo-icon'
import { liveDemoUrl } from '../../../core/demo-rules'
import { demoAnchor } from '../../../core/site-anchors'
import { demoChipColour, demoFeatureSummary, demoStatusTone } from './demo-rules'
import { DemoScreenshot } from './demo-screenshot'

export function DemoCard({ demo }: { demo: DemoSite }) {
  const Icon = demoIcon(demo.icon)
  const { visible, moreLabel } = demoFeatureSummary(demo.features)
  const liveUrl = liveDemoUrl(demo)
  const screenshot = demo.screenshot_url ?? demo.screenshotUrl

  return (
    <article id={demoAnchor(demo.title)} className="flex scroll-mt-28 flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow duration-200 hover:shadow-card-hover">
      <div className="flex items-start justify-between gap-4 p-6 pb-4">
        <span className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-white', demoChipColour(demo.color))}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <Badge tone={demoStatusTone(demo.status)}>{demo.status}</Badge>
      </div>
      <div className="px-6 pb-4">
        <h3 className="text-lg font-bold text-ink">{demo.title}</h3>
        <p className="text-sm font-semibold text-ink-soft">{demo.industry}</p>
      </div>
      {screenshot ? <DemoScreenshot src={screenshot} title={demo.title} /> : null}
      <div className="flex flex-1 flex-col p-6 pt-4">
        <p className="text-base text-ink-soft">{demo.description}</p>
        {visible.length > 0 ? (
          <ul className="mt-4 space-y-2" aria-label={`${demo.title} features`}>
            {visible.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
        ) : null}
        {moreLabel ? <p className="mt-2 pl-6 text-sm font-semibold text-primary">{moreLabel}</p> : null}
        <div className="mt-auto pt-6">
          {liveUrl ? (
            <>
              <Button asChild className="w-full">
                <a href={liveUrl} target="_blank" rel="noopener noreferrer">
                  Try Live Demo
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
              <p className="mt-3 flex items-center justify-center gap-2 text-sm text-ink-soft">
                <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-primary" />
                Try the AI chatbot on the demo site
              </p>
            </>
          ) : (
            <Button variant="secondary" className="w-full" disabled>
              {demo.status}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
