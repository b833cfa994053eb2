import type { ChatBooking, ChatReply } from '../../../contract/chat'

/** A reply as the server sent it (the JSON answer, or the stream's `done` event), or undefined when it is none. */
export function readChatReply(value: unknown): ChatReply | undefined {
  if (!isRecord(value) || typeof value.response !== 'string') return undefined
  return isChatBooking(value.booking) ? { response: value.response, booking: value.booking } : { response: value.response }
}

function isChatBooking(value: unknown): value is ChatBooking {
  const text = (field: unknown) => typeof field === 'string'
  return isRecord(value) && text(value.date) && text(value.time) && text(value.startsAt) && text(value.service) && isRecord(value.links) && text(value.links.manage) && text(value.links.invite)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
