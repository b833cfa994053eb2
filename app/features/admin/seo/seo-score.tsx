import { Badge, type BadgeTone } from '~/components/ui/badge'
import { cn } from '~/lib/cn'
import { SEO_PAGE_LABELS, scoreTone } from '../../../../contract/seo'
import type { SeoPage } from '../../../../contract/site-settings'

type Tone = ReturnType<typeof scoreTone>

/** The spec's score colours: green at 80 or more, yellow at 60 or more, otherwise red. */
const TONE_STYLE: Record<Tone, { badge: BadgeTone; text: string; ring: string; label: string }> = {
  good: { badge: 'green', text: 'text-green-800', ring: 'stroke-green-600', label: 'Good' },
  fair: { badge: 'yellow', text: 'text-yellow-800', ring: 'stroke-yellow-500', label: 'Needs work' },
  poor: { badge: 'red', text: 'text-red-800', ring: 'stroke-red-600', label: 'Poor' },
}

export function pageName(page: SeoPage): string {
  return SEO_PAGE_LABELS[page]
}

/** A page's score as a coloured badge, e.g. '85/100'. */
export function ScoreBadge({ score }: { score: number }) {
  const tone = TONE_STYLE[scoreTone(score)]
  return (
    <Badge tone={tone.badge} className="shrink-0 tabular-nums" data-tone={scoreTone(score)}>
      <span>
        {score}
        <span className="font-normal">/100</span>
        <span className="sr-only"> ({tone.label})</span>
      </span>
    </Badge>
  )
}

const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** The overall score as a ring filled to the score, in the score's colour. */
export function ScoreDial({ score }: { score: number }) {
  const tone = scoreTone(score)
  const style = TONE_STYLE[tone]
  return (
    <figure className="flex flex-col items-center justify-center self-start rounded-card border border-line bg-white p-6 shadow-card" data-testid="seo-overall-score" data-tone={tone}>
      <div className="relative size-36">
        <svg viewBox="0 0 120 120" aria-hidden="true" className="size-full -rotate-90">
          <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-slate-100" />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - Math.min(100, Math.max(0, score)) / 100)}
            className={cn('transition-[stroke-dashoffset] duration-500 motion-reduce:transition-none', style.ring)}
          />
        </svg>
        <p className="absolute inset-0 flex flex-col items-center justify-center">
          <span className={cn('text-4xl font-bold tabular-nums', style.text)}>{score}</span>
          <span className="text-sm text-ink-soft">out of 100</span>
        </p>
      </div>
      <figcaption className="mt-3 text-center">
        <span className="block font-semibold">Overall SEO score</span>
        <span className={cn('block text-sm font-semibold', style.text)}>{style.label}</span>
      </figcaption>
    </figure>
  )
}
