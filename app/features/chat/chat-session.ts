import { CHAT_SESSION_ID_PATTERN } from '../../../contract/chat-session-id'

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'
const RANDOM_LENGTH = 24
// 252 is the largest multiple of 36 below 256: bytes at or above it are dropped so every character is equally likely.
const UNBIASED_LIMIT = 252

type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>

/**
 * A new chat session id: 'session_' + the time + '_' + 24 crypto-random base-36 characters (spec §3).
 * The id is the only key to a conversation, so the random part comes from crypto, never Math.random.
 */
export function createChatSessionId(now: number = Date.now(), fillRandom: FillRandom = (bytes) => crypto.getRandomValues(bytes)): string {
  let random = ''
  while (random.length < RANDOM_LENGTH) {
    for (const byte of fillRandom(new Uint8Array(RANDOM_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && random.length < RANDOM_LENGTH) random += ALPHABET[byte % ALPHABET.length]
    }
  }
  return `session_${Math.trunc(now)}_${random}`
}

export function isChatSessionId(value: unknown): value is string {
  return typeof value === 'string' && CHAT_SESSION_ID_PATTERN.test(value)
}
