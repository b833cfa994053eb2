import { type AvailabilityRules, type ComingHoliday, availabilityRulesSchema } from '../../../../contract/availability'

/** Field path ('weekdays.monday', 'blackoutDates.0.date', 'daysAhead') -> message, as the server's 400 gives them. */
export type AvailabilityErrors = Record<string, string>

export type AvailabilityLoad =
  | {
      kind: 'loaded'
      rules: AvailabilityRules
      holidays: ComingHoliday[]
      feedUrl: string
    }
  | { kind: 'signed-out' }
  | { kind: 'failed' }
export type AvailabilitySave =
  { kind: 'saved'; rules: AvailabilityRules } | { kind: 'invalid'; fields: AvailabilityErrors; message: string } | { kind: 'signed-out' } | { kind: 'failed' }
export type FeedRotation = { kind: 'rotated'; url: string } | { kind: 'signed-out' } | { kind: 'failed' }

const json = { Accept: 'application/json' }

/** The tab's three reads at once: the rules, the coming Victorian public holidays and the calendar feed's address. */
export async function loadAvailability(fetcher: typeof fetch = fetch): Promise<AvailabilityLoad> {
  try {
    const responses = await Promise.all(
      ['/api/admin/availability', '/api/admin/availability/holidays', '/api/admin/availability/feed'].map((path) => fetcher(path, { headers: json })),
    )
    if (responses.some((response) => response.status === 401 || response.status === 403)) return { kind: 'signed-out' }
    if (responses.some((response) => !response.ok)) return { kind: 'failed' }
    const [rules, holidays, feed] = await Promise.all(responses.map((response) => response.json() as Promise<unknown>))
    const parsed = availabilityRulesSchema.safeParse(rules)
    if (!parsed.success || !Array.isArray(holidays) || !isRecord(feed) || typeof feed.url !== 'string') return { kind: 'failed' }
    return {
      kind: 'loaded',
      rules: parsed.data,
      holidays: holidays.filter(isHoliday),
      feedUrl: feed.url,
    }
  } catch {
    return { kind: 'failed' }
  }
}

/** Checks the rules with the server's own schema first, so most mistakes show before anything is sent. */
export function checkAvailability(rules: unknown): { ok: true; rules: AvailabilityRules } | { ok: false; fields: AvailabilityErrors } {
  const result = availabilityRulesSchema.safeParse(rules)
  if (result.success) return { ok: true, rules: result.data }
  const fields: AvailabilityErrors = {}
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  return { ok: false, fields }
}

/** PUT /api/admin/availability: replaces the rules. */
export async function saveAvailability(rules: AvailabilityRules, fetcher: typeof fetch = fetch): Promise<AvailabilitySave> {
  try {
    const response = await fetcher('/api/admin/availability', {
      method: 'PUT',
      headers: { ...json, 'Content-Type': 'application/json' },
      body: JSON.stringify(rules),
    })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.ok) {
      const saved = availabilityRulesSchema.safeParse(body)
      return saved.success ? { kind: 'saved', rules: saved.data } : { kind: 'failed' }
    }
    const error = isRecord(body) && isRecord(body.error) ? body.error : {}
    if (response.status === 400 && isRecord(error.fields)) {
      const fields = Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      return {
        kind: 'invalid',
        fields,
        message: typeof error.message === 'string' ? error.message : 'Please check the highlighted fields.',
      }
    }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/** POST /api/admin/availability/feed-secret: a new feed address; the old one stops working. */
export async function rotateFeedSecret(fetcher: typeof fetch = fetch): Promise<FeedRotation> {
  try {
    const response = await fetcher('/api/admin/availability/feed-secret', {
      method: 'POST',
      headers: json,
    })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    const body: unknown = await response.json().catch(() => undefined)
    return response.ok && isRecord(body) && typeof body.url === 'string' ? { kind: 'rotated', url: body.url } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

function isHoliday(value: unknown): value is ComingHoliday {
  return isRecord(value) && typeof value.date === 'string' && typeof value.name === 'string'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
