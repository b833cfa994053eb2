import type { RoiInput, RoiResult } from '../../../contract/roi'
import { loadOnce } from '~/lib/load-once'

export type RoiField = keyof RoiInput
export type RoiFieldErrors = Partial<Record<RoiField, string>>

type FieldSpec = {
  name: RoiField
  label: string
  /** Shown beside the input so the unit is never a guess. */
  unit: string
  /** A typical small business, so a visitor sees a result with one click and edits from there. */
  example: number
  hint: string
}

/** The six inputs in the order the form shows them. */
export const ROI_FIELDS: readonly FieldSpec[] = [
  { name: 'monthlyCalls', label: 'Calls per month', unit: 'calls', example: 400, hint: 'All inbound calls, answered or not.' },
  { name: 'missedCalls', label: 'Missed calls per month', unit: 'calls', example: 60, hint: 'After hours, busy lines and voicemail.' },
  { name: 'callDuration', label: 'Average call length', unit: 'minutes', example: 4, hint: 'Time a staff member spends on a call.' },
  { name: 'hourlyRate', label: 'Staff hourly cost', unit: 'AUD', example: 38, hint: 'Wage plus on-costs, per hour.' },
  { name: 'conversionRate', label: 'Callers who become customers', unit: '%', example: 25, hint: 'Of callers who reach you.' },
  { name: 'orderValue', label: 'Average sale value', unit: 'AUD', example: 250, hint: 'What one new customer spends.' },
]

/**
 * Each value as a number, the way people type them ('1,200', '$38', '25%'); empty or unreadable
 * becomes 0 (spec §5), which the positive-values check then refuses.
 */
export function readRoiInput(form: FormData): RoiInput {
  const entries = ROI_FIELDS.map(({ name }) => {
    const text = String(form.get(name) ?? '').replace(/[\s,$%]/g, '')
    const value = text === '' ? 0 : Number(text)
    return [name, Number.isFinite(value) ? value : 0] as const
  })
  return Object.fromEntries(entries) as RoiInput
}

/** The fields that are zero or less: the spec sends nothing and shows one toast when there is any. */
export function nonPositiveFields(input: RoiInput): RoiField[] {
  return ROI_FIELDS.map(({ name }) => name).filter((name) => !(input[name] > 0))
}

/** The server's own schemas, downloaded when the visitor first calculates, not with the page. */
export const loadRoiSchemas = loadOnce(() => import('../../../contract/roi'))

/** The server's own rules (limits, missed calls within monthly calls), checked before sending. */
export async function validateRoi(input: RoiInput): Promise<RoiFieldErrors> {
  const { roiInputSchema } = await loadRoiSchemas()
  const result = roiInputSchema.safeParse(input)
  return result.success ? {} : fieldMessages(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

export type RoiOutcome =
  | { kind: 'calculated'; result: RoiResult }
  | { kind: 'invalid'; fields: RoiFieldErrors }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'failed' }

const RATE_LIMITED_FALLBACK = 'Too many calculations in a short time. Please wait a few minutes and try again.'

/** Turns the server's answer into what the calculator shows; an answer of the wrong shape is a failure. */
export async function roiOutcome(status: number, body: unknown): Promise<RoiOutcome> {
  if (status === 200) {
    const { roiResultSchema } = await loadRoiSchemas()
    const parsed = roiResultSchema.safeParse(body)
    return parsed.success ? { kind: 'calculated', result: parsed.data } : { kind: 'failed' }
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {}
  if (status === 429) return { kind: 'rate-limited', message: typeof error.message === 'string' && error.message ? error.message : RATE_LIMITED_FALLBACK }
  if (status === 400 && isRecord(error.fields)) {
    const fields = fieldMessages(Object.entries(error.fields))
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  }
  return { kind: 'failed' }
}

export async function requestRoi(input: RoiInput, fetcher: typeof fetch = fetch): Promise<RoiOutcome> {
  try {
    const response = await fetcher('/api/calculate-roi', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    })
    return await roiOutcome(response.status, await response.json().catch(() => undefined))
  } catch {
    return { kind: 'failed' }
  }
}

/** First message per known field; anything else is dropped. */
function fieldMessages(pairs: readonly (readonly [unknown, unknown])[]): RoiFieldErrors {
  const fields: RoiFieldErrors = {}
  for (const [name, message] of pairs) {
    if (isRoiField(name) && typeof message === 'string') fields[name] ??= message
  }
  return fields
}

function isRoiField(name: unknown): name is RoiField {
  return ROI_FIELDS.some((field) => field.name === name)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
