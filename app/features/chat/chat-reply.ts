import type { ChatBooking, ChatReply, ChatSource } from '../../../contract/chat'

/** A reply as the server sent it (the JSON answer, or the stream's `done` event), or undefined when it is none. */
export function readChatReply(value: unknown): ChatReply | undefined {
  if (!isRecord(value) || typeof value.response !== 'string') return undefined
  const sources = readChatSources(value.sources)
  return { response: value.response, ...(sources ? { sources } : {}), ...(isChatBooking(value.booking) ? { booking: value.booking } : {}) }
}

/** A reply's sources, each a page of this site ('/faq#...'); anything else is left out. Undefined when none is left. */
export function readChatSources(value: unknown): ChatSource[] | undefined {
  if (!Array.isArray(value)) return undefined
  const sources = value.filter(
    (source): source is ChatSource => isRecord(source) && typeof source.title === 'string' && typeof source.url === 'string' && /^\/(?!\/)/.test(source.url),
  )
  return sources.length > 0 ? sources : undefined
}

function isChatBooking(value: unknown): value is ChatBooking {
  const text = (field: unknown) => typeof field === 'string'
  return isRecord(value) && text(value.date) && text(value.time) && text(value.startsAt) && text(value.service) && isRecord(value.links) && text(value.links.manage) && text(value.links.invite)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
