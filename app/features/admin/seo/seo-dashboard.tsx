import { CheckCheck, CircleCheck, ListChecks, Loader2, ScanSearch, SearchCheck, Wand2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from '~/components/ui/toast'
import { Button } from '~/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { type SeoAnalysis, type SeoSuggestion } from '../../../../contract/seo'
import type { SeoPage } from '../../../../contract/site-settings'
import { useSessionGuard } from '../session-guard'
import { EmptyState, StatTile } from '../dashboard-parts'
import { ScoreBadge, ScoreDial, pageName } from './seo-score'
import { SeoPageCard } from './seo-page-card'
import { type DraftErrors, type SuggestionDraft, draftChanged, draftOf, errorsByPage, suggestionFrom } from './seo-drafts'
import { type SeoOutcome, applySeoSuggestions, failureText, implementSeoAnalysis, runSeoAnalysis } from './seo-api'

/** The spec's pause between a successful Implement and the analysis that re-scores the pages. */
export const REANALYSIS_DELAY_MS = 2_000

type Busy = 'analyze' | 'implement' | 'apply-all' | SeoPage | null

/**
 * The SEO tab (spec §2, §4): Run Analysis audits every public page as rendered and stores the
 * result; Implement writes all its suggestions and re-runs the analysis 2 s later; Apply All and
 * each page's Apply write the (editable) suggestions to the pages' SEO settings, live at once.
 */
export function SeoDashboard({ analysis: stored }: { analysis: SeoAnalysis | null }) {
  const [analysis, setAnalysis] = useState(stored)
  const [drafts, setDrafts] = useState(() => draftsOf(stored))
  const [errors, setErrors] = useState<Partial<Record<SeoPage, DraftErrors>>>({})
  const [applied, setApplied] = useState<ReadonlySet<SeoPage>>(new Set())
  const [busy, setBusy] = useState<Busy>(null)
  const { refused: signedOut, holdUnsaved } = useSessionGuard()
  const reanalysis = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(reanalysis.current), [])

  const pending = (analysis?.suggestions ?? []).filter((suggestion) => !applied.has(suggestion.page))
  const edited = (suggestion: SeoSuggestion) => suggestionFrom(suggestion, drafts[suggestion.page] ?? draftOf(suggestion))

  // Edited suggestions keep the admin here when the session ends, as a dialog's typed values do (ADR 028).
  const draftsEdited = pending.some((suggestion) => draftChanged(suggestion, drafts[suggestion.page]))
  useEffect(() => (draftsEdited ? holdUnsaved() : undefined), [draftsEdited, holdUnsaved])

  function show(next: SeoAnalysis) {
    setAnalysis(next)
    setDrafts(draftsOf(next))
    setErrors({})
    setApplied(new Set())
  }

  async function analyze() {
    setBusy('analyze')
    const outcome = await runSeoAnalysis()
    setBusy(null)
    if (outcome.kind === 'done') {
      show(outcome.data)
      const count = outcome.data.suggestions.length
      toast.success('SEO Analysis Complete', {
        description: `Score ${outcome.data.overallScore}/100. ${count === 0 ? 'No' : count} ${count === 1 ? 'opportunity' : 'opportunities'} found.`,
      })
    } else report(outcome, undefined, 'SEO analysis failed', signedOut)
  }

  async function implement() {
    if (!analysis) return void toast.error('No SEO analysis available to implement')
    if (pending.length === 0) return void toast.info('Nothing to implement', { description: 'Every suggestion of this analysis has been applied.' })
    setBusy('implement')
    const outcome = await implementSeoAnalysis({ suggestions: pending.map(edited), recommendations: analysis.recommendations })
    setBusy(null)
    if (outcome.kind !== 'done') return report(outcome, 'Implementation Error', 'SEO implementation failed', signedOut)
    const { implemented, failed } = outcome.data
    setApplied((pages) => new Set([...pages, ...implemented.map((item) => item.page)]))
    toast.success('SEO Implementation Complete', {
      description: `${implemented.length} implemented, ${failed.length} failed.${failed.length > 0 ? ` ${failed.map((item) => `${item.page}: ${item.reason}`).join('; ')}.` : ''} Re-checking the pages in 2 seconds.`,
    })
    clearTimeout(reanalysis.current)
    reanalysis.current = setTimeout(() => void analyze(), REANALYSIS_DELAY_MS)
  }

  async function apply(suggestions: SeoSuggestion[], which: Busy) {
    setBusy(which)
    const sent = suggestions.map(edited)
    const outcome = await applySeoSuggestions(sent)
    setBusy(null)
    if (outcome.kind === 'invalid') {
      setErrors(errorsByPage(outcome.fields, sent))
      return void toast.error('Error Applying SEO', { description: 'Please check the highlighted suggestions.' })
    }
    if (outcome.kind !== 'done') return report(outcome, 'Error Applying SEO', 'Apply SEO failed', signedOut)
    const pages = outcome.data.pages
    setApplied((done) => new Set([...done, ...pages]))
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([page]) => !pages.includes(page as SeoPage))))
    toast.success('SEO Applied', { description: `${pages.length} ${pages.length === 1 ? 'page uses' : 'pages use'} the new title, description and keywords now.` })
  }

  function editDraft(page: SeoPage, draft: SuggestionDraft) {
    setDrafts((current) => ({ ...current, [page]: draft }))
  }

  return (
    <section aria-labelledby="seo-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="seo-heading" className="text-2xl font-bold tracking-tight">
            SEO
          </h2>
          <p className="mt-1 text-ink-soft">
            Audits every public page as search engines receive it. Applying a suggestion saves it to the page's SEO settings, and the page uses it at once.
          </p>
          {analysis ? (
            <p className="mt-1 text-sm text-ink-soft">
              Last analysed <time dateTime={analysis.analyzedAt}>{analysedLabel(analysis.analyzedAt)}</time>
              {analysis.source === 'rules+ai' ? ' · with AI suggestions' : ''}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void analyze()} disabled={busy !== null}>
            {busy === 'analyze' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ScanSearch aria-hidden="true" className="size-4" />}
            {busy === 'analyze' ? 'Analysing...' : 'Run Analysis'}
          </Button>
          <Button variant="secondary" onClick={() => void implement()} disabled={!analysis || busy !== null}>
            {busy === 'implement' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Wand2 aria-hidden="true" className="size-4" />}
            {busy === 'implement' ? 'Implementing...' : 'Implement'}
          </Button>
          <Button variant="secondary" onClick={() => void apply(pending, 'apply-all')} disabled={pending.length === 0 || busy !== null}>
            {busy === 'apply-all' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <CheckCheck aria-hidden="true" className="size-4" />}
            {busy === 'apply-all' ? 'Applying...' : 'Apply All'}
          </Button>
        </div>
      </div>

      {analysis ? (
        <Tabs defaultValue="overview">
          <TabsList aria-label="SEO views">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="pages">Pages</TabsTrigger>
            <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="mt-6">
            <Overview analysis={analysis} pendingCount={pending.length} />
          </TabsContent>
          <TabsContent value="pages" className="mt-6">
            <ul className="grid gap-4">
              {analysis.pages.map((report) => {
                const suggestion = analysis.suggestions.find((item) => item.page === report.page)
                return (
                  <li key={report.page}>
                    <SeoPageCard
                      report={report}
                      suggestion={suggestion}
                      draft={drafts[report.page]}
                      errors={errors[report.page] ?? {}}
                      applied={applied.has(report.page)}
                      applying={busy === report.page}
                      disabled={busy !== null}
                      onEdit={(draft) => editDraft(report.page, draft)}
                      onApply={() => suggestion && void apply([suggestion], report.page)}
                    />
                  </li>
                )
              })}
            </ul>
          </TabsContent>
          <TabsContent value="recommendations" className="mt-6">
            <Recommendations recommendations={analysis.recommendations} />
          </TabsContent>
        </Tabs>
      ) : (
        <EmptyState icon={SearchCheck} title="No analysis yet">
          <p>Run Analysis to audit the title, description, headings, links and structured data of every public page.</p>
        </EmptyState>
      )}
    </section>
  )
}

function Overview({ analysis, pendingCount }: { analysis: SeoAnalysis; pendingCount: number }) {
  const high = analysis.suggestions.filter((suggestion) => suggestion.priority === 'high').length
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_1fr]">
      <ScoreDial score={analysis.overallScore} />
      <div className="grid gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatTile label="Pages audited" value={String(analysis.pages.length)} />
          <StatTile label="Opportunities" value={String(analysis.suggestions.length)} hint={`${pendingCount} not applied yet`} />
          <StatTile label="High priority" value={String(high)} />
          <StatTile label="Recommendations" value={String(analysis.recommendations.length)} />
        </dl>
        <div className="rounded-card border border-line bg-white shadow-card">
          <h3 className="border-b border-line px-5 py-3 text-base font-semibold">Score by page</h3>
          <ul className="divide-y divide-line">
            {analysis.pages.map((report) => (
              <li key={report.page} className="flex items-center justify-between gap-3 px-5 py-3">
                <span className="min-w-0">
                  <span className="block font-semibold">{pageName(report.page)}</span>
                  <span className="block text-sm text-ink-soft">
                    {report.issues.length === 0 ? 'No findings' : `${report.issues.length} ${report.issues.length === 1 ? 'finding' : 'findings'}`}
                  </span>
                </span>
                <ScoreBadge score={report.score} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}

function Recommendations({ recommendations }: { recommendations: string[] }) {
  if (recommendations.length === 0) {
    return (
      <EmptyState icon={CircleCheck} title="No recommendations">
        <p>The sitemap, robots.txt, structured data, headings, links and images of every page are in order.</p>
      </EmptyState>
    )
  }
  return (
    <ol className="grid gap-3">
      {recommendations.map((recommendation) => (
        <li key={recommendation} className="flex gap-3 rounded-card border border-line bg-white p-4 shadow-card">
          <ListChecks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span className="break-words">{recommendation}</span>
        </li>
      ))}
    </ol>
  )
}

function draftsOf(analysis: SeoAnalysis | null): Partial<Record<SeoPage, SuggestionDraft>> {
  return Object.fromEntries((analysis?.suggestions ?? []).map((suggestion) => [suggestion.page, draftOf(suggestion)]))
}

/** A failed call as the spec's toast: its title (or, without one, the failure text itself) and what went wrong. */
function report(outcome: Exclude<SeoOutcome<unknown>, { kind: 'done' }>, title: string | undefined, prefix: string, signedOut: () => void) {
  if (outcome.kind === 'signed-out') return signedOut()
  const text = outcome.kind === 'invalid' ? (Object.values(outcome.fields)[0] ?? prefix) : failureText(prefix, outcome)
  if (title) toast.error(title, { description: text })
  else toast.error(text)
}

function analysedLabel(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}
