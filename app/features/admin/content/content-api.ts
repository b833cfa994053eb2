import type { FieldErrors } from './content-form'

/** The collections under /api/admin the content tabs edit. */
export type ContentPath = 'services' | 'pricing-plans' | 'ai-tools' | 'demo-sites' | 'testimonials' | 'promotions' | 'site-settings'

export type ListOutcome<Row> = { kind: 'listed'; rows: Row[] } | { kind: 'signed-out' } | { kind: 'failed' }
export type SaveOutcome = { kind: 'saved' } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'signed-out' } | { kind: 'failed'; message: string }

const SAVE_FAILED = 'The change could not be saved. Please try again.'

/** The server's answer to a POST, PATCH or DELETE: 400 and 409 carry messages per field in `error.fields`. */
export function saveOutcome(status: number, body: unknown): SaveOutcome {
  if (status >= 200 && status < 300) return { kind: 'saved' }
  if (status === 401 || status === 403) return { kind: 'signed-out' }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  if ((status === 400 || status === 409) && isRecord(error.fields)) {
    const fields: FieldErrors = {}
    for (const [name, message] of Object.entries(error.fields)) if (typeof message === 'string') fields[name] = message
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  }
  if (status === 404)
    return {
      kind: 'failed',
      message: 'This item no longer exists. The list has been refreshed.',
    }
  return {
    kind: 'failed',
    message: typeof error.message === 'string' && error.message ? error.message : SAVE_FAILED,
  }
}

export async function listRows<Row>(path: ContentPath, fetcher: typeof fetch = fetch): Promise<ListOutcome<Row>> {
  try {
    const response = await fetcher(`/api/admin/${path}`, {
      headers: { Accept: 'application/json' },
    })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (!response.ok) return { kind: 'failed' }
    const rows: unknown = await response.json()
    return Array.isArray(rows) ? { kind: 'listed', rows: rows as Row[] } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/** POST a new row (no id) or PATCH an existing one. */
export async function saveRow(path: ContentPath, id: number | undefined, body: Record<string, unknown>, fetcher: typeof fetch = fetch): Promise<SaveOutcome> {
  return send(
    id === undefined ? `/api/admin/${path}` : `/api/admin/${path}/${id}`,
    {
      method: id === undefined ? 'POST' : 'PATCH',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
    },
    fetcher,
  )
}

export async function deleteRow(path: ContentPath, id: number, fetcher: typeof fetch = fetch): Promise<SaveOutcome> {
  return send(`/api/admin/${path}/${id}`, { method: 'DELETE', headers: { Accept: 'application/json' } }, fetcher)
}

async function send(url: string, init: RequestInit, fetcher: typeof fetch): Promise<SaveOutcome> {
  try {
    const response = await fetcher(url, init)
    return saveOutcome(response.status, await response.json().catch(() => undefined))
  } catch {
    return { kind: 'failed', message: SAVE_FAILED }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
