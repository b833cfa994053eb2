import type { ChatBooking, ChatReply, ChatSource } from '../../../contract/chat'

/** A reply as the server sent it (the JSON answer, or the stream's `done` event), or undefined when it is none. */
export function readChatReply(value: unknown): ChatReply | undefined {
  if (!isRecord(value) || typeof value.response !== 'string') return undefined
  const sources = readChatSources(value.sources)
  const choices = readChatChoices(value.choices)
  return { response: value.response, ...(sources ? { sources } : {}), ...(choices ? { choices } : {}), ...(isChatBooking(value.booking) ? { booking: value.booking } : {}) }
}

/** Most choices shown under one reply, and the longest one: a reply offers a handful of times in words. */
const MOST_CHOICES = 16
const LONGEST_CHOICE = 80

/** The times a reply offers to tap, each the message that chooses it; anything else is left out. Undefined when none is left. */
export function readChatChoices(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined
  const choices = value.filter((choice): choice is string => typeof choice === 'string' && choice.trim() !== '' && choice.length <= LONGEST_CHOICE).slice(0, MOST_CHOICES)
  return choices.length > 0 ? choices : undefined
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
