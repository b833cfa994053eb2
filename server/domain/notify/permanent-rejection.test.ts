import { describe, expect, test } from 'vitest'
import { isPermanentRejection } from './permanent-rejection.ts'

describe('a permanent SMTP rejection', () => {
  test('is a 5xx reply', () => {
    expect(isPermanentRejection(Object.assign(new Error('550 No such mailbox'), { responseCode: 550 }))).toBe(true)
    expect(isPermanentRejection(Object.assign(new Error('554 Transaction failed'), { responseCode: 554 }))).toBe(true)
  })

  test('a 4xx reply, a network error or anything else is temporary', () => {
    expect(isPermanentRejection(Object.assign(new Error('451 Mailbox busy'), { responseCode: 451 }))).toBe(false)
    expect(isPermanentRejection(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false)
    expect(isPermanentRejection('boom')).toBe(false)
    expect(isPermanentRejection(undefined)).toBe(false)
  })
})
