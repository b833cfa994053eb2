import { roiInputSchema, roiSummarySchema } from './roi.ts'
import { singleLine } from './single-line.ts'
import { UTM_KEYS } from './utm.ts'
import { z } from './zod.ts'

/** A person's place in the pipeline (issue 20). The inquiry statuses are these plus `spam`. */
export const PERSON_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type PersonStage = (typeof PERSON_STAGES)[number]

/** What the owner records on a person; each is a timeline entry. */
export const PERSON_ACTIVITY_KINDS = ['note', 'stage', 'next_step', 'merged'] as const
export type PersonActivityKind = (typeof PERSON_ACTIVITY_KINDS)[number]


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

/**
 * The ROI calculation a visitor ran in the same visit, carried with their lead for the pre-call brief: its figures,
 * not its range and formula, which the brief does not show and a snapshot kept from before them does not have.
 */
export const roiSnapshotSchema = z.object({ input: roiInputSchema, result: roiSummarySchema })
export type RoiSnapshot = z.infer<typeof roiSnapshotSchema>

/** The doors a lead comes in by: the home form, the /contact form, a booking and the chat. */
export const LEAD_DOORS = ['home', 'contact', 'booking', 'chat'] as const
export type LeadDoor = (typeof LEAD_DOORS)[number]

/** The most people one page of the People list shows; `offset` pages on. */
export const PEOPLE_PAGE_SIZE = 50

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value))

/** GET /api/admin/people?q=&stage=&offset= (and the .csv export, which takes every match). */
export const personListQuerySchema = z.object({
  q: optionalText(200),
  stage: z
    .union([z.enum(PERSON_STAGES), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type PersonListQuery = z.infer<typeof personListQuerySchema>

/** One person as the People list shows them. Times are ISO instants; `nextStepDue` a Melbourne day YYYY-MM-DD. */
export type PersonSummary = {
  id: number
  name: string | null
  email: string
  phone: string | null
  company: string | null
  stage: PersonStage
  nextStep: string | null
  nextStepDue: string | null
  /** Where their most recent lead that recorded one came from. */
  source: LeadSource | null
  /** The doors they came in by, in LEAD_DOORS order. */
  doors: LeadDoor[]
  lastActivityAt: string
  createdAt: string
}

export type PersonList = { people: PersonSummary[]; total: number; offset: number; limit: number }

type ActivityFacts = { id: number; at: string; actorEmail: string | null }

/** A person's timeline entry: each lead, each change of a booking, each owner action and each email sent to them. */
export type TimelineEntry =
  | { type: 'inquiry'; at: string; id: number; message: string; status: string; service: string | null; door: string; source: LeadSource | null }
  | { type: 'booking'; at: string; id: number; date: string; time: string; startsAt: string; status: string; service: string; message: string | null; upcoming: boolean }
  | {
      type: 'booking_event'
      at: string
      id: number
      bookingId: number
      kind: 'booked' | 'rescheduled' | 'cancelled' | 'completed' | 'no_show'
      actor: string
      fromDate: string | null
      fromTime: string | null
      toDate: string | null
      toTime: string | null
      reason: string | null
    }
  | {
      type: 'chat'
      at: string
      id: number
      summary: string | null
      leadQuality: string
      messageCount: number
      source: LeadSource | null
      transcript: { role: string; content: string; timestamp: string }[]
    }
  | ({ type: 'note'; text: string } & ActivityFacts)
  | ({ type: 'stage'; fromStage: string | null; toStage: string | null } & ActivityFacts)
  | ({ type: 'next_step'; text: string | null; dueDate: string | null } & ActivityFacts)
  | ({ type: 'merged'; text: string | null } & ActivityFacts)
  | { type: 'email'; at: string; id: number; kind: string; subject: string; status: string; sentAt: string | null }

export type TimelineEntryType = TimelineEntry['type']

/** Another person whose phone is the same number: a suggestion to merge, never done by itself. */
export type PhoneMatch = { id: number; name: string | null; email: string; phone: string }

/** GET /api/admin/people/:id */
export type PersonDetail = { person: PersonSummary; aliases: string[]; phoneMatches: PhoneMatch[]; timeline: TimelineEntry[] }

/** A Melbourne calendar day, YYYY-MM-DD, that exists. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please pick a date')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Please pick a date')

export const nextStepSchema = z.object({
  text: z.string().trim().min(1, 'Please describe the next step').max(500, 'Please keep the next step under 500 characters'),
  due: z
    .union([calendarDaySchema, z.literal('')])
    .nullish()
    .transform((value) => value || null),
})
export type NextStepInput = z.infer<typeof nextStepSchema>

const editableText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .check(singleLine(label))
    .nullable()
    .transform((value) => value || null)

/** PATCH /api/admin/people/:id: any of the details, the stage, and the next step (null clears it). */
export const personUpdateSchema = z
  .strictObject({
    name: editableText('Name', 255),
    phone: editableText('Phone', 50),
    company: editableText('Company', 255),
    stage: z.enum(PERSON_STAGES),
    nextStep: nextStepSchema.nullable(),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to change')
export type PersonUpdate = z.infer<typeof personUpdateSchema>

/** POST /api/admin/people/:id/notes */
export const personNoteSchema = z.object({
  text: z.string().trim().min(1, 'Please write a note').max(5000, 'Please keep a note under 5000 characters'),
})

/** POST /api/admin/people/:id/merge: the other person is merged into this one and then deleted. */
export const personMergeSchema = z.object({ otherId: z.number().int().positive().max(2_147_483_647) })
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
