import { describe, expect, test } from 'vitest'
import { SUBJECT_MAX, fitSubject } from './outbox.ts'

describe('fitSubject', () => {
  test('a line break or control character in composed text can never start another header', () => {
    const subject = fitSubject('New inquiry from Ann\r\nBcc: victim@example.com\u0085X-Spam: no\u0000\u001b\u2028end')
    expect(subject).toBe('New inquiry from Ann Bcc: victim@example.com X-Spam: no end')
    expect(subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u)
  })

  test('a long subject is cut to fit, never refused', () => {
    const subject = fitSubject(`New inquiry from ${'A'.repeat(500)}`)
    expect(subject).toHaveLength(SUBJECT_MAX)
    expect(subject.endsWith('…')).toBe(true)
  })
})
