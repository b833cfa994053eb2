import { describe, expect, test } from 'vitest'
import { chatProviderStatus } from './system-status.ts'

describe('the chat provider the System page names', () => {
  test('without an AI service it is the built-in assistant', () => {
    expect(chatProviderStatus(undefined)).toEqual({ kind: 'built-in' })
  })

  test('OpenAI itself when no base URL is set', () => {
    expect(chatProviderStatus({ model: 'gpt-4o-mini' })).toEqual({ kind: 'ai', model: 'gpt-4o-mini', host: 'api.openai.com' })
  })

  test('only the host of a configured base URL, never its path or credentials', () => {
    expect(chatProviderStatus({ model: 'llama3.1', baseUrl: 'http://user:secret@127.0.0.1:11434/v1' })).toEqual({ kind: 'ai', model: 'llama3.1', host: '127.0.0.1:11434' })
  })
})
