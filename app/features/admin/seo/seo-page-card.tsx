import { CircleCheck, ExternalLink, Loader2 } from 'lucide-react'
import { useId } from 'react'
import { Badge, type BadgeTone } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoPageReport, type SeoPriority, type SeoSuggestion } from '../../../../contract/seo'
import { controlClass } from '../form-control'
import type { DraftErrors, SuggestionDraft } from './seo-drafts'
import { ScoreBadge, pageName } from './seo-score'

const PRIORITY_TONES: Record<SeoPriority, BadgeTone> = { high: 'red', medium: 'orange', low: 'gray' }
const PRIORITY_LABELS: Record<SeoPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' }

type SeoPageCardProps = {
  report: SeoPageReport
  suggestion: SeoSuggestion | undefined
  draft: SuggestionDraft | undefined
  errors: DraftErrors
  applied: boolean
  applying: boolean
  disabled: boolean
  onEdit(draft: SuggestionDraft): void
  onApply(): void
}

/** One page of the audit: what it shows search engines now, what was found, and the suggestion to apply (editable first). */
export function SeoPageCard({ report, suggestion, draft, errors, applied, applying, disabled, onEdit, onApply }: SeoPageCardProps) {
  const id = useId()
  const headingId = `${id}-heading`
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold">
            {pageName(report.page)}
          </h3>
          <a href={report.path} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
            {report.path}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        <ScoreBadge score={report.score} />
      </header>

      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-ink-soft">Title</dt>
        <dd className="break-words">{report.title || '—'}</dd>
        <dt className="font-semibold text-ink-soft">Description</dt>
        <dd className="break-words">{report.description || '—'}</dd>
        <dt className="font-semibold text-ink-soft">Keywords</dt>
        <dd className="break-words">{report.keywords.join(', ') || '—'}</dd>
      </dl>

      {report.issues.length > 0 ? (
        <ul className="mt-4 grid gap-2" aria-label={`Findings on ${pageName(report.page)}`}>
          {report.issues.map((issue) => (
            <li key={`${issue.check}-${issue.message}`} className="flex items-start gap-2 text-sm">
              <Badge tone={PRIORITY_TONES[issue.severity]} size="sm" className="shrink-0">
                {PRIORITY_LABELS[issue.severity]}
              </Badge>
              <span className="break-words">{issue.message}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 flex items-center gap-2 text-sm text-green-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          No findings on this page.
        </p>
      )}

      {suggestion && draft ? (
        applied ? (
          <p role="status" className="mt-5 flex items-center gap-2 rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-800">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            Applied: the page uses this title, description and keywords now. Run the analysis again to re-score it.
          </p>
        ) : (
          <form
            aria-label={`Suggestion for ${pageName(report.page)}`}
            className="mt-5 grid gap-4 rounded-xl border border-line bg-surface p-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              onApply()
            }}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold">Suggestion</h4>
              <Badge tone={PRIORITY_TONES[suggestion.priority]} size="sm">
                {PRIORITY_LABELS[suggestion.priority]} priority
              </Badge>
            </div>
            {suggestion.reasoning ? <p className="text-sm break-words text-ink-soft">{suggestion.reasoning}</p> : null}
            <FormField id={id} name="title" label="Title" required error={errors.title} hint={counter(draft.title, SEO_TITLE_MAX)}>
              {(control) => <input {...control} className={controlClass} value={draft.title} onChange={(event) => onEdit({ ...draft, title: event.target.value })} />}
            </FormField>
            <FormField id={id} name="description" label="Description" required error={errors.description} hint={counter(draft.description, SEO_DESCRIPTION_MAX)}>
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  className={cn(controlClass, 'resize-y')}
                  value={draft.description}
                  onChange={(event) => onEdit({ ...draft, description: event.target.value })}
                />
              )}
            </FormField>
            <FormField id={id} name="keywords" label="Keywords" error={errors.keywords} hint="Separated by commas; the first is the page's primary keyword.">
              {(control) => <input {...control} className={controlClass} value={draft.keywords} onChange={(event) => onEdit({ ...draft, keywords: event.target.value })} />}
            </FormField>
            <div className="flex justify-end">
              <Button type="submit" size="sm" disabled={disabled}>
                {applying ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                {applying ? 'Applying...' : 'Apply'}
                <span className="sr-only"> to {pageName(report.page)}</span>
              </Button>
            </div>
          </form>
        )
      ) : null}
    </article>
  )
}

function counter(text: string, max: number): string {
  const length = text.trim().length
  return `${length} of ${max} characters${length > max ? `: ${length - max} too many` : ''}`
}
