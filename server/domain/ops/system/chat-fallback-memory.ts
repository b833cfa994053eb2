import { type ChatFallback, RECENT_FALLBACKS_KEPT } from '../../../../contract/system.ts'
import type { OpsEvents } from '../ops-events.ts'

export type ChatReplyCounts = { since: string; replies: { ai: number; builtIn: number }; fallbacks: number; recentFallbacks: ChatFallback[] }

/**
 * Counts this instance's chat replies by provider and keeps its most recent fallbacks (newest first) for the
 * System page. In memory on purpose: it answers "is the AI service failing right now", which a restart does
 * not need to remember, and writing every reply to the database would cost the chat a write per message.
 */
export function createChatFallbackMemory({ events, startedAt = new Date(), keep = RECENT_FALLBACKS_KEPT }: { events: OpsEvents; startedAt?: Date; keep?: number }) {
  const replies = { ai: 0, builtIn: 0 }
  let fallbacks = 0
  const recent: ChatFallback[] = []
  events.on('chatReply', ({ provider, fallback, at }) => {
    if (provider === 'ai') replies.ai++
    else replies.builtIn++
    if (!fallback) return
    fallbacks++
    recent.unshift({ reason: fallback.reason, at: at.toISOString() })
    if (recent.length > keep) recent.length = keep
  })
  return {
    snapshot(): ChatReplyCounts {
      return { since: startedAt.toISOString(), replies: { ...replies }, fallbacks, recentFallbacks: [...recent] }
    },
  }
}

export type ChatFallbackMemory = ReturnType<typeof createChatFallbackMemory>
