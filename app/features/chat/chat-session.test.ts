import { describe, expect, it } from 'vitest'
import { CHAT_SESSION_ID_PATTERN } from '../../../contract/chat-session-id'
import { createChatSessionId, isChatSessionId } from './chat-session'

describe('createChatSessionId', () => {
  it('is session_ + the time + 24 random base-36 characters, matching the contract', () => {
    const id = createChatSessionId(1_763_700_000_000)
    expect(id).toMatch(CHAT_SESSION_ID_PATTERN)
    expect(id).toMatch(/^session_1763700000000_[a-z0-9]{24}$/)
  })

  it('takes its randomness from crypto.getRandomValues', () => {
    const fills: number[] = []
    const id = createChatSessionId(1_763_700_000_000, (bytes) => {
      fills.push(bytes.length)
      return bytes.fill(35)
    })
    expect(fills).toEqual([48])
    expect(id).toBe(`session_1763700000000_${'z'.repeat(24)}`)
  })

  it('drops the bytes that would favour some characters and asks for more', () => {
    let call = 0
    const id = createChatSessionId(1_763_700_000_000, (bytes) => {
      call += 1
      // First round: only 10 usable bytes (0 -> '0'); the rest are >= 252 and must be ignored.
      if (call === 1) return bytes.fill(255).fill(0, 0, 10)
      return bytes.fill(10)
    })
    expect(call).toBe(2)
    expect(id).toBe(`session_1763700000000_${'0'.repeat(10)}${'a'.repeat(14)}`)
  })

  it('never repeats', () => {
    const ids = new Set(Array.from({ length: 500 }, () => createChatSessionId()))
    expect(ids.size).toBe(500)
  })
})

describe('isChatSessionId', () => {
  it('accepts ids of the contract pattern only', () => {
    expect(isChatSessionId(createChatSessionId())).toBe(true)
    expect(isChatSessionId('session_123_abc')).toBe(false)
    expect(isChatSessionId('session_1763700000000_ABCDEFGHIJKLMNOPQRST')).toBe(false)
    expect(isChatSessionId(null)).toBe(false)
  })
})
