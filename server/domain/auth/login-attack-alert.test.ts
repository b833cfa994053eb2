import { describe, expect, test } from 'vitest'
import { renderEmail } from '../notify/templates.ts'
import { LOGIN_ATTACK_KIND, LOGIN_ATTACK_SUBJECT, alertHour } from './login-attack-alert.ts'

const sender = { siteName: 'Melbourne AI', businessEmail: 'hello@melbourneai.example', publicUrl: 'https://melbourneai.example' }

describe('the login attack warning', () => {
  test('is claimed per clock hour, which in Melbourne is the UTC hour on both sides of a DST change', () => {
    expect(alertHour(Date.parse('2026-04-05T02:59:59.999+11:00'))).toBe(Date.parse('2026-04-05T02:00:00+11:00'))
    // The same wall-clock hour again after clocks go back: a new hour, a new warning.
    expect(alertHour(Date.parse('2026-04-05T02:00:00+10:00'))).toBe(Date.parse('2026-04-05T02:00:00+10:00'))
    expect(alertHour(Date.parse('2026-10-04T03:30:00+11:00'))).toBe(Date.parse('2026-10-04T03:00:00+11:00'))
  })

  test('says how many failures, that the account is not locked, and how to stay safe, in fixed words', async () => {
    const email = await renderEmail(
      { kind: LOGIN_ATTACK_KIND, subject: LOGIN_ATTACK_SUBJECT, payload: { failures: 14, windowMinutes: 15, email: 'attacker <evil@example.com>' } },
      sender,
    )
    expect(email.subject).toBe('Many failed sign-ins to your account')
    expect(email.text).toContain('from many different addresses')
    expect(email.text).toContain('In the last 15 minutes there were 14 failed sign-ins for your account.')
    expect(email.text).toContain('Your account is not locked: signing in with your right password still works')
    expect(email.text).toContain('Make sure your password is strong')
    expect(email.text).toContain('at most once an hour')
    // Only the numbers of the payload are used, never its other fields.
    expect(email.text).not.toContain('evil')
    expect(email.html).not.toContain('evil')
    expect(email.attachments).toBeUndefined()
  })
})
