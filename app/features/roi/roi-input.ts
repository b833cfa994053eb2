import type { RoiInput } from '../../../contract/roi'
import { loadOnce } from '../../../core/load-once'
import { TYPICAL_BUSINESS } from '../../../core/roi-assumptions'

export type RoiField = keyof RoiInput
export type RoiFieldErrors = Partial<Record<RoiField, string>>
/** The figures as typed ('1,200', '$38'), to show them again. */
export type RoiValues = Partial<Record<RoiField, string>>

type FieldSpec = {
  name: RoiField
  label: string
  /** Shown beside the input so the unit is never a guess. */
  unit: string
  /** The typical small business's figure (core/roi-assumptions.ts), so a visitor sees a result with one click and edits from there. */
  example: number
  hint: string
}

/** The six inputs in the order the form shows them. */
export const ROI_FIELDS: readonly FieldSpec[] = [
  { name: 'monthlyCalls', label: 'Calls per month', unit: 'calls', example: TYPICAL_BUSINESS.monthlyCalls, hint: 'All inbound calls, answered or not.' },
  { name: 'missedCalls', label: 'Missed calls per month', unit: 'calls', example: TYPICAL_BUSINESS.missedCalls, hint: 'After hours, busy lines and voicemail.' },
  { name: 'callDuration', label: 'Average call length', unit: 'minutes', example: TYPICAL_BUSINESS.callDuration, hint: 'Time a staff member spends on a call.' },
  { name: 'hourlyRate', label: 'Staff hourly cost', unit: 'AUD', example: TYPICAL_BUSINESS.hourlyRate, hint: 'Wage plus on-costs, per hour.' },
  { name: 'conversionRate', label: 'Callers who become customers', unit: '%', example: TYPICAL_BUSINESS.conversionRate, hint: 'Of callers who reach you.' },
  { name: 'orderValue', label: 'Average sale value', unit: 'AUD', example: TYPICAL_BUSINESS.orderValue, hint: 'What one new customer spends.' },
]

/**
 * Each value as a number, the way people type them ('1,200', '$38', '25%'); empty or unreadable
 * becomes 0 (spec §5), which the positive-values check then refuses.
 */
export function readRoiInput(form: Pick<FormData, 'get'>): RoiInput {
  const entries = ROI_FIELDS.map(({ name }) => {
    const text = String(form.get(name) ?? '').replace(/[\s,$%]/g, '')
    const value = text === '' ? 0 : Number(text)
    return [name, Number.isFinite(value) ? value : 0] as const
  })
  return Object.fromEntries(entries) as RoiInput
}

export function readRoiValues(form: Pick<FormData, 'get'>): RoiValues {
  return Object.fromEntries(ROI_FIELDS.map(({ name }) => [name, String(form.get(name) ?? '')]))
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
  return result.success ? {} : roiFieldErrors(result.error.issues)
}

/** The first message for each known field; anything else is dropped. */
export function roiFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): RoiFieldErrors {
  const fields: RoiFieldErrors = {}
  for (const issue of issues) {
    const name = issue.path[0]
    if (isRoiField(name)) fields[name] ??= issue.message
  }
  return fields
}

function isRoiField(name: unknown): name is RoiField {
  return ROI_FIELDS.some((field) => field.name === name)
}
