import { leadSourceFieldSchema } from './people.ts'
import type { BookingLinks } from './booking-links.ts'
import { CHAT_SESSION_ID_PATTERN } from './chat-session-id.ts'
import { z } from './zod.ts'

/** Longest visitor message the chat accepts. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000


export const CHAT_ROLES = ['user', 'assistant'] as const
export type ChatRole = (typeof CHAT_ROLES)[number]
export type ChatMessage = {
  role: ChatRole
  content: string
  timestamp: string
  /** Where on the site an assistant reply's facts are stated (kept with the reply, so a restored chat shows them). */
  sources?: ChatSource[]
  /** Stored with an assistant reply of the chat's booking conversation (server-side only; never sent to the browser). */
  booking?: BookingConversationState
  /** On the assistant reply that booked the consultation (server-side only): the conversation is then a high-quality lead. */
  booked?: true
  /**
   * On the assistant reply to a visitor who asked for a person (server-side only): the team is emailed with it, and the
   * Melbourne day someone should call them becomes the person's next step.
   */
  handover?: { due: string }
}

/** A consultation slot: a Melbourne calendar day 'YYYY-MM-DD' and a time label '10:30 AM'. */
export type ChatSlot = { date: string; time: string }
/**
 * Where the chat's booking conversation stands after an assistant reply: times offered to choose from,
 * a chosen time waiting for the visitor's details, or a question waiting for the visitor's yes.
 */
export type BookingConversationState =
  | { stage: 'choosing'; offered: ChatSlot[] }
  | { stage: 'details'; slot: ChatSlot }
  | { stage: 'confirming'; slot: ChatSlot; details: { name: string; email: string; phone: string; company?: string } }

export const LEAD_QUALITIES = ['high', 'medium', 'low'] as const
export type LeadQuality = (typeof LEAD_QUALITIES)[number]

/** What the conversation told us about the visitor; every field is optional and plain text. */
export type LeadData = {
  name?: string
  email?: string
  phone?: string
  company?: string
  /** The kind of business, e.g. 'dental clinic', 'plumbing'. */
  business?: string
  /** What they want, e.g. 'AI voice agent', 'website'. */
  interest?: string
  /** As they said it, e.g. '$1,000', 'under 2k'. */
  budget?: string
}

export const chatSessionIdSchema = z.string({ error: 'A chat session id is required' }).regex(CHAT_SESSION_ID_PATTERN, 'The chat session id is not valid')

/** POST /api/chat body. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  sessionId: chatSessionIdSchema,
  /** Where the visit came from; stored with the conversation's first message only. */
  leadSource: leadSourceFieldSchema,
})
export type ChatRequest = z.infer<typeof chatRequestSchema>

/** A page of this site that states a fact of a reply: `url` is a same-site path, with the fragment of the part. */
export type ChatSource = { title: string; url: string }

/** POST /api/chat answer without streaming (spec §7). */
export type ChatReply = {
  response: string
  /** The places on the site that state what the reply says (absent when it states no knowledge: a greeting, a question). */
  sources?: ChatSource[]
  /** The consultation this reply booked: its facts and the links its manage token opens (the widget shows them). */
  booking?: ChatBooking
  /**
   * The times this reply offers to choose from, each as the message that chooses it ('Tuesday 1 December at 9:00 AM');
   * the widget shows them as buttons under the reply.
   */
  choices?: string[]
}

/** A consultation the chat booked, as the visitor's browser gets it: no more than the booking form's confirmation. */
export type ChatBooking = { date: string; time: string; startsAt: string; service: string; links: BookingLinks }

/** GET /api/chat/:sessionId answer. */
export type ChatHistory = { sessionId: string; messages: ChatMessage[] }

/**
 * With `Accept: text/event-stream`, POST /api/chat answers with server-sent events:
 * `event: delta` `data: {"text": "..."}` (zero or more, in order), then exactly one of
 * `event: done` `data: {"response": "<the whole reply>"}` or `event: error` `data: {"message": "..."}`.
 * The `done` response is the final text and replaces what the deltas built: when the AI service
 * fails mid-reply, the built-in assistant's answer takes its place.
 */
export type ChatStreamEvent = { event: 'delta'; data: { text: string } } | { event: 'done'; data: ChatReply } | { event: 'error'; data: { message: string } }

/** What the chat panel's "Talk to a person" button sends: a message like any other, so the conversation shows it. */
export const PERSON_REQUEST_MESSAGE = "I'd like to talk to a person"
