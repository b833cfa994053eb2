import { describe, expect, test } from 'vitest'
import { createOpsEvents } from '../ops-events.ts'
import { createChatFallbackMemory } from './chat-fallback-memory.ts'

const minute = (n: number) => new Date(Date.UTC(2026, 10, 26, 9, n))

describe('the chat fallback memory', () => {
  test('counts replies by provider and fallbacks since the instance started', () => {
    const events = createOpsEvents()
    const memory = createChatFallbackMemory({ events, startedAt: minute(0) })
    events.emit('chatReply', { provider: 'ai', at: minute(1) })
    events.emit('chatReply', { provider: 'ai', at: minute(2) })
    events.emit('chatReply', { provider: 'built-in', fallback: { reason: 'timeout' }, at: minute(3) })
    events.emit('chatReply', { provider: 'built-in', at: minute(4) })
    expect(memory.snapshot()).toEqual({
      since: minute(0).toISOString(),
      replies: { ai: 2, builtIn: 2 },
      fallbacks: 1,
      recentFallbacks: [{ reason: 'timeout', at: minute(3).toISOString() }],
    })
  })

  test('keeps only the newest fallbacks, newest first, while the count goes on', () => {
    const events = createOpsEvents()
    const memory = createChatFallbackMemory({ events, keep: 20 })
    for (let n = 1; n <= 25; n++) events.emit('chatReply', { provider: 'built-in', fallback: { reason: `failure ${n}` }, at: minute(n) })
    const { fallbacks, recentFallbacks } = memory.snapshot()
    expect(fallbacks).toBe(25)
    expect(recentFallbacks).toHaveLength(20)
    expect(recentFallbacks[0]).toEqual({ reason: 'failure 25', at: minute(25).toISOString() })
    expect(recentFallbacks.at(-1)?.reason).toBe('failure 6')
  })

  test('a snapshot is a copy: later replies do not change what was read', () => {
    const events = createOpsEvents()
    const memory = createChatFallbackMemory({ events })
    const before = memory.snapshot()
    events.emit('chatReply', { provider: 'built-in', fallback: { reason: 'rate limited' }, at: minute(1) })
    expect(before.recentFallbacks).toEqual([])
    expect(before.replies.builtIn).toBe(0)
  })
})
