import { ERASE_MISMATCH_MESSAGE, confirmsEmail } from '../../../../contract/person-privacy'

/** The downloads of everything held about a person: the JSON, and a zip of it with one CSV per table. */
export function exportLinks(personId: number): { json: string; zip: string } {
  const base = `/api/admin/people/${personId}/export`
  return { json: base, zip: `${base}?format=zip` }
}

/** The Erase button waits for the person's email, typed as the server will compare it (trimmed, any letter case). */
export const canErase = confirmsEmail

export type EraseOutcome = { kind: 'erased' } | { kind: 'gone' } | { kind: 'signed-out' } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string }

const ERASE_FAILED = 'The person could not be erased. Please try again.'

/** The server's answer as the dialog shows it. */
export function eraseOutcome(status: number, body: unknown): EraseOutcome {
  if (status >= 200 && status < 300) return { kind: 'erased' }
  if (status === 401 || status === 403) return { kind: 'signed-out' }
  if (status === 404) return { kind: 'gone' }
  if (status === 400) return { kind: 'refused', message: fieldMessage(body) ?? ERASE_MISMATCH_MESSAGE }
  return { kind: 'failed', message: ERASE_FAILED }
}

/** DELETE /api/admin/people/{id} with the typed email as the confirmation. */
export async function erasePerson(personId: number, confirmEmail: string, fetcher: typeof fetch = fetch): Promise<EraseOutcome> {
  try {
    const response = await fetcher(`/api/admin/people/${personId}`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ confirmEmail }),
    })
    return eraseOutcome(response.status, await response.json().catch(() => undefined))
  } catch {
    return { kind: 'failed', message: ERASE_FAILED }
  }
}

function fieldMessage(body: unknown): string | undefined {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined
  if (!error) return undefined
  if (isRecord(error.fields) && typeof error.fields.confirmEmail === 'string') return error.fields.confirmEmail
  return typeof error.message === 'string' && error.message ? error.message : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
