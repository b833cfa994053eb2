import { EventEmitter } from 'node:events'

/** Which assistant wrote a chat reply: the configured OpenAI-compatible service, or the built-in one. */
export type ChatProvider = 'ai' | 'built-in'

/** What a new lead is: a contact message, a booking, a chat conversation worth the business's email, or a suspect kept as spam. */
export type LeadKind = 'inquiry' | 'booking' | 'chat' | 'spam'

/** What happened to a booking, and who did it (the visitor through a form or manage link, or the chat assistant). */
export type BookingChange = 'booked' | 'rescheduled' | 'cancelled'
export type BookingActor = 'visitor' | 'chat'

/**
 * What the running site tells its operator about, as it happens: the metrics count these and the admin's
 * System page keeps the recent ones. Domain code only emits, and only after the write it reports committed;
 * nothing it does waits on a listener.
 */
export type OpsEventMap = {
  /** A chat reply was written; `fallback` says why the AI service's reply was replaced by the built-in one. */
  chatReply: [{ provider: ChatProvider; fallback?: { reason: string }; at: Date }]
  /** A lead was stored. */
  leadCreated: [{ kind: LeadKind; at: Date }]
  /** A booking was made, moved or cancelled. */
  bookingChanged: [{ change: BookingChange; actor: BookingActor; at: Date }]
  /** A request was refused by a rate limit; `limit` is the rule's name (`contact`, `chat-ip`, `login-pair`, ...). */
  rateLimited: [{ limit: string; at: Date }]
}

export type OpsEvents = EventEmitter<OpsEventMap>

/** One per process (createServices): the emitters and the listeners of one app share it. */
export function createOpsEvents(): OpsEvents {
  return new EventEmitter<OpsEventMap>()
}
