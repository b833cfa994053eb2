import type { SeoAnalysis, SeoApplyResult, SeoImplementResult, SeoSuggestion } from '../../../../contract/seo'

/** What a SEO call came to: its answer, messages per field (400), a lost session, or a failure with its HTTP status (0: no answer). */
export type SeoOutcome<Data> =
  | { kind: 'done'; data: Data }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'signed-out' }
  | { kind: 'failed'; status: number; message: string }

export function seoOutcome<Data>(status: number, body: unknown): SeoOutcome<Data> {
  if (status >= 200 && status < 300) return { kind: 'done', data: body as Data }
  if (status === 401 || status === 403) return { kind: 'signed-out' }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  if (status === 400 && isRecord(error.fields)) {
    const fields = Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  }
  return { kind: 'failed', status, message: typeof error.message === 'string' ? error.message : '' }
}

async function post<Data>(path: string, body: unknown, fetcher: typeof fetch): Promise<SeoOutcome<Data>> {
  try {
    const response = await fetcher(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
    return seoOutcome<Data>(response.status, await response.json().catch(() => undefined))
  } catch {
    return { kind: 'failed', status: 0, message: 'The server could not be reached.' }
  }
}

/** Run Analysis: the server renders and audits every page, stores the result and returns it. */
export function runSeoAnalysis(fetcher: typeof fetch = fetch) {
  return post<SeoAnalysis>('/api/seo/analyze', {}, fetcher)
}

/** Implement: every suggestion of the analysis, each written or reported as failed on its own. */
export function implementSeoAnalysis({ suggestions, recommendations }: Pick<SeoAnalysis, 'suggestions' | 'recommendations'>, fetcher: typeof fetch = fetch) {
  return post<SeoImplementResult>('/api/seo/implement', { suggestions, recommendations }, fetcher)
}

/** Apply All and per-page Apply: all of the given suggestions are written, or none. */
export function applySeoSuggestions(suggestions: SeoSuggestion[], fetcher: typeof fetch = fetch) {
  return post<SeoApplyResult>('/api/seo/apply', { suggestions }, fetcher)
}

/** The spec's failure text: 'SEO analysis failed: 503', with the server's own words when it gave some. */
export function failureText(prefix: string, outcome: { status: number; message: string }): string {
  const head = outcome.status === 0 ? `${prefix}: no answer` : `${prefix}: ${outcome.status}`
  return outcome.message ? `${head}. ${outcome.message}` : head
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
