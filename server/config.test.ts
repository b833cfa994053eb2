import { describe, expect, it } from 'vitest'
import { parseConfig } from './config.ts'

describe('the outbox delivery interval', () => {
  it('is 5 s unless OUTBOX_INTERVAL_MS names another', () => {
    expect(parseConfig({}).mail.deliveryIntervalMs).toBe(5_000)
    expect(parseConfig({ OUTBOX_INTERVAL_MS: '200' }).mail.deliveryIntervalMs).toBe(200)
  })

  it('refuses a value that would hammer the mail server or never send, naming the variable', () => {
    expect(() => parseConfig({ OUTBOX_INTERVAL_MS: '10' })).toThrow(/OUTBOX_INTERVAL_MS/)
    expect(() => parseConfig({ OUTBOX_INTERVAL_MS: 'soon' })).toThrow(/OUTBOX_INTERVAL_MS/)
  })
})
