import { roiInputSchema, roiResultSchema } from './roi.ts'
import { singleLine } from './single-line.ts'
import { z } from './zod.ts'

/** A person's place in the pipeline (issue 20). The inquiry statuses are these plus `spam`. */
export const PERSON_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type PersonStage = (typeof PERSON_STAGES)[number]

/** What the owner records on a person; each is a timeline entry. */
export const PERSON_ACTIVITY_KINDS = ['note', 'stage', 'next_step', 'merged'] as const
export type PersonActivityKind = (typeof PERSON_ACTIVITY_KINDS)[number]

/** The UTM parameters a visit may carry, by their name without the `utm_` prefix. */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const

/**
 * Tracking is a courtesy of the visitor's browser, never a reason to refuse a lead: a value that is not text,
 * or too long, is dropped and the lead is stored without it.
 */
const trackingText = (max: number) =>
  z
    .string()
    .trim()
    .check(singleLine('Tracking value'))
    .max(max)
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .catch(undefined)

/**
 * Where a lead came from (issue 20 item 5): the site page the form was sent from, the host of the page that
 * referred the visit, and the visit's UTM parameters. Kept in the visitor's session storage until a form is sent,
 * never in a cookie.
 */
export const leadSourceSchema = z.object({
  /** A path on this site, such as `/pricing`. */
  page: trackingText(200).pipe(z.string().startsWith('/').optional().catch(undefined)),
  /** The referring site's host name, such as `www.google.com`; absent for a direct visit or this site itself. */
  referrerHost: trackingText(253),
  utm: z.partialRecord(z.enum(UTM_KEYS), trackingText(100)).optional().catch(undefined),
})
export type LeadSource = z.infer<typeof leadSourceSchema>

/** The ROI calculation a visitor ran in the same visit, carried with their lead for the pre-call brief. */
export const roiSnapshotSchema = z.object({ input: roiInputSchema, result: roiResultSchema })
export type RoiSnapshot = z.infer<typeof roiSnapshotSchema>

/** A tracking field as a form sends it (JSON in a hidden input) or as the JSON API does (an object). */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/** A lead source with only what it says: no empty UTM set; none at all when it says nothing. */
function withoutBlanks(source: LeadSource | undefined): LeadSource | undefined {
  if (!source) return undefined
  const utm = Object.fromEntries(Object.entries(source.utm ?? {}).filter(([, value]) => value))
  const kept: LeadSource = { ...(source.page ? { page: source.page } : {}), ...(source.referrerHost ? { referrerHost: source.referrerHost } : {}), ...(Object.keys(utm).length > 0 ? { utm } : {}) }
  return Object.keys(kept).length > 0 ? kept : undefined
}

/** The optional `leadSource` field of every lead: anything that is not a lead source is dropped, never refused. */
export const leadSourceFieldSchema = z
  .preprocess(parsedJson, leadSourceSchema.optional())
  .catch(undefined)
  .transform(withoutBlanks)
  .optional()

/** The optional `roiSnapshot` field of the home and contact forms and bookings: dropped when it is not one. */
export const roiSnapshotFieldSchema = z.preprocess(parsedJson, roiSnapshotSchema.optional()).catch(undefined).optional()

/** The tracking fields a lead may carry besides its own. */
export const leadTrackingFields = { leadSource: leadSourceFieldSchema, roiSnapshot: roiSnapshotFieldSchema }
