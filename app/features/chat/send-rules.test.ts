import { describe, expect, it } from 'vitest'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../contract/chat'
import { isSendKey, messageToSend, streamRevealDelay, technicalIssueMessage } from './send-rules'

describe('messageToSend', () => {
  it('sends the trimmed text', () => {
    expect(messageToSend('  How much is a voice agent?\n', false)).toBe('How much is a voice agent?')
  })

  it('never sends blank text', () => {
    expect(messageToSend('', false)).toBeUndefined()
    expect(messageToSend('   \n\t  ', false)).toBeUndefined()
  })

  it('never sends while a reply is pending', () => {
    expect(messageToSend('Hello', true)).toBeUndefined()
  })

  it('keeps to the contract length', () => {
    expect(messageToSend('a'.repeat(CHAT_MESSAGE_MAX_LENGTH), false)).toHaveLength(CHAT_MESSAGE_MAX_LENGTH)
    expect(messageToSend('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), false)).toBeUndefined()
  })
})

describe('isSendKey', () => {
  it('is Enter without Shift', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true)
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false)
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false)
  })

  it('leaves Enter to an input method that is composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false)
  })
})

describe('technicalIssueMessage', () => {
  it('is the spec sentence with the error text', () => {
    expect(technicalIssueMessage('Failed to fetch')).toBe(
      "I'm experiencing a technical issue (Failed to fetch). Please try refreshing the page or contact us directly for assistance.",
    )
  })

  it('drops the full stop the error text ends with', () => {
    expect(technicalIssueMessage('Something went wrong (request 42).')).toBe(
      "I'm experiencing a technical issue (Something went wrong (request 42)). Please try refreshing the page or contact us directly for assistance.",
    )
  })
})

describe('streamRevealDelay', () => {
  it('holds a streamed reply until 500 ms after sending, then shows it at once', () => {
    expect(streamRevealDelay(1_000, 1_100)).toBe(400)
    expect(streamRevealDelay(1_000, 1_500)).toBe(0)
    expect(streamRevealDelay(1_000, 3_000)).toBe(0)
  })
})
