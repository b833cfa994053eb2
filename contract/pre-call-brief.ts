import { adminBookingSchema } from './admin-bookings.ts'
import { LEAD_QUALITIES } from './chat.ts'
import { PERSON_ACTIVITY_KINDS, PERSON_STAGES, leadSourceSchema, roiSnapshotSchema } from './people.ts'
import { z } from './zod.ts'

/** How many of a conversation's visitor messages a brief quotes. */
export const BRIEF_KEY_MESSAGES = 4
/** How many matching offers (plans and services) and AI tools a brief lists. */
export const BRIEF_OFFERS = 3
export const BRIEF_TOOLS = 3

/** Something the person wrote: the booking's own message or another inquiry's. */
export const briefWritingSchema = z.object({
  inquiryId: z.number().int().nullable(),
  /** 'booking' for the booking's message; else the inquiry's door (home, contact, booking, chat). */
  source: z.string(),
  service: z.string().nullable(),
  message: z.string(),
  at: z.string(),
})

/** A chat conversation of the person: the stored summary, what it learned, and the visitor's most telling messages. */
export const briefChatSchema = z.object({
  conversationId: z.number().int(),
  at: z.string(),
  summary: z.string().nullable(),
  leadQuality: z.enum(LEAD_QUALITIES),
  interest: z.string().nullable(),
  business: z.string().nullable(),
  budget: z.string().nullable(),
  keyMessages: z.array(z.object({ text: z.string(), at: z.string() })),
})

/** A plan or service of the live catalogue that fits what the person asked about, with its price now. */
export const briefOfferSchema = z.object({
  name: z.string(),
  source: z.enum(['plan', 'service']),
  /** en-AU AUD ('$1,299'), or the stored text when it holds no number. */
  priceText: z.string(),
  /** A higher price it is reduced from, formatted, when the catalogue has one. */
  wasPriceText: z.string().nullable(),
  note: z.string(),
  description: z.string(),
})

export const briefToolSchema = z.object({ name: z.string(), category: z.string(), url: z.string().nullable() })

/** An owner's note, stage change, next step or merge on the person (person_activities). */
export const briefActivitySchema = z.object({
  kind: z.enum(PERSON_ACTIVITY_KINDS),
  text: z.string().nullable(),
  fromStage: z.string().nullable(),
  toStage: z.string().nullable(),
  dueDate: z.string().nullable(),
  actorEmail: z.string().nullable(),
  at: z.string(),
})

/**
 * GET /api/admin/bookings/:id/brief (issue 20 item 6): what the consultant should know before the call, composed
 * from live data. The person is the booking's (bookings.person_id, ADR 032); without one (a booking older than the
 * people tables that the migration could not link) the brief holds the booking's own details only.
 */
export const preCallBriefSchema = z.object({
  booking: adminBookingSchema,
  /** The visitor's IANA time zone when a lead recorded it; null when unknown (times are then Melbourne time only). */
  visitorTimeZone: z.string().nullable(),
  person: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      email: z.string(),
      phone: z.string().nullable(),
      company: z.string().nullable(),
      stage: z.enum(PERSON_STAGES),
      nextStep: z.string().nullable(),
      nextStepDue: z.string().nullable(),
      since: z.string(),
    })
    .nullable(),
  /** Where the lead came from: the booking's inquiry's, else their latest lead's that has one. */
  source: leadSourceSchema.nullable(),
  wrote: z.array(briefWritingSchema),
  chats: z.array(briefChatSchema),
  /** The ROI calculation they ran in the visit that booked, else the latest they ran. */
  roi: z.object({ inquiryId: z.number().int(), at: z.string(), snapshot: roiSnapshotSchema }).nullable(),
  matches: z.object({
    /** The words the matches were found from (the chat's interest and business, the booking's service and message). */
    basedOn: z.array(z.string()),
    offers: z.array(briefOfferSchema),
    tools: z.array(briefToolSchema),
  }),
  history: z.object({
    /** Their other bookings, newest first, each with its reschedules and cancellation. */
    bookings: z.array(adminBookingSchema),
    inquiries: z.array(z.object({ id: z.number().int(), source: z.string(), status: z.string(), service: z.string().nullable(), at: z.string() })),
    activities: z.array(briefActivitySchema),
  }),
})
export type PreCallBrief = z.infer<typeof preCallBriefSchema>
export type BriefChat = z.infer<typeof briefChatSchema>
export type BriefOffer = z.infer<typeof briefOfferSchema>
export type BriefTool = z.infer<typeof briefToolSchema>
