import { describe, expect, test, vi } from 'vitest'
import { changePassword, passwordChangeOutcome, signIn, signInOutcome, signOut, validateLogin, validatePasswordChange } from './admin-api'

describe('the login form rules', () => {
  test('email and password are required (spec §5), and the email is trimmed', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ ok: false, fields: { email: 'Please enter your email address', password: 'Please enter your password' } })
    expect(validateLogin({ email: ' Admin@Example.com ', password: 'secret' })).toEqual({ ok: true, data: { email: 'Admin@Example.com', password: 'secret' } })
  })
})

describe('what the login form shows for each answer', () => {
  test('success signs in', () => {
    expect(signInOutcome(200, { success: true, user: { id: 1 } })).toEqual({ kind: 'signed-in' })
  })

  test("a refusal shows the server's error, or the spec's 'Invalid credentials' when it gave none", () => {
    expect(signInOutcome(401, { success: false, error: 'Invalid email or password' })).toEqual({ kind: 'refused', message: 'Invalid email or password', fields: {} })
    expect(signInOutcome(429, { success: false, error: 'Too many sign-in attempts. Please try again in 15 minutes.' })).toMatchObject({ message: expect.stringContaining('15 minutes') })
    expect(signInOutcome(500, undefined)).toEqual({ kind: 'refused', message: 'Invalid credentials', fields: {} })
    expect(signInOutcome(403, { error: { code: 'forbidden', message: 'Requests from other sites are not accepted.' } })).toMatchObject({ message: 'Requests from other sites are not accepted.' })
  })

  test("the server's field messages reach the fields", () => {
    expect(signInOutcome(400, { success: false, error: 'Please enter your email address and password.', fields: { password: 'Please enter your password', other: 'x' } })).toEqual({
      kind: 'refused',
      message: 'Please enter your email address and password.',
      fields: { password: 'Please enter your password' },
    })
  })

  test('a network failure is the spec\'s "Unable to connect to server" case', async () => {
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await signIn({ email: 'a@b.co', password: 'x' }, offline)).toEqual({ kind: 'unreachable' })
  })

  test('sign-in posts the credentials as JSON to the spec path', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ success: true, user: {} }))
    expect(await signIn({ email: 'a@b.co', password: 'pw' }, fetcher)).toEqual({ kind: 'signed-in' })
    const [url, init] = fetcher.mock.calls[0]!
    expect(url).toBe('/api/admin/login')
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"a@b.co","password":"pw"}' })
  })
})

describe('sign-out', () => {
  test('is done when the server says so, and failed otherwise', async () => {
    expect(await signOut(vi.fn<typeof fetch>().mockResolvedValue(Response.json({ success: true })))).toBe(true)
    expect(await signOut(vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 500 })))).toBe(false)
    expect(await signOut(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))).toBe(false)
  })
})

describe('changing the password', () => {
  const values = { currentPassword: 'old password here', newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' }

  test('needs the current password, 12 characters, a change, and the same new password twice', () => {
    expect(validatePasswordChange(values)).toEqual({ ok: true, data: { currentPassword: 'old password here', newPassword: 'a brand new passphrase' } })
    expect(validatePasswordChange({ ...values, currentPassword: '' })).toMatchObject({ ok: false, fields: { currentPassword: 'Please enter your current password' } })
    expect(validatePasswordChange({ ...values, newPassword: 'short', confirmPassword: 'short' })).toEqual({ ok: false, fields: { newPassword: 'Use at least 12 characters' } })
    expect(validatePasswordChange({ ...values, newPassword: '            x', confirmPassword: '            x' })).toMatchObject({ fields: { newPassword: expect.stringContaining('other than spaces') } })
    expect(validatePasswordChange({ ...values, newPassword: values.currentPassword, confirmPassword: values.currentPassword })).toMatchObject({
      fields: { newPassword: 'Choose a password different from the current one' },
    })
    expect(validatePasswordChange({ ...values, confirmPassword: 'a brand new passphrasE' })).toEqual({ ok: false, fields: { confirmPassword: 'The two new passwords do not match' } })
  })

  test('each answer becomes what the dialog shows', () => {
    expect(passwordChangeOutcome(200, { success: true })).toEqual({ kind: 'changed' })
    expect(passwordChangeOutcome(400, { error: { code: 'validation_failed', message: '...', fields: { currentPassword: 'Current password is incorrect' } } })).toEqual({
      kind: 'invalid',
      fields: { currentPassword: 'Current password is incorrect' },
    })
    expect(passwordChangeOutcome(401, {})).toEqual({ kind: 'signed-out' })
    expect(passwordChangeOutcome(403, {})).toEqual({ kind: 'signed-out' })
    expect(passwordChangeOutcome(429, { error: { code: 'rate_limited', message: 'Too many password attempts. Please try again in 3 minutes.' } })).toEqual({
      kind: 'failed',
      message: 'Too many password attempts. Please try again in 3 minutes.',
    })
    expect(passwordChangeOutcome(500, { error: { code: 'internal_error', message: 'Something went wrong' } })).toEqual({ kind: 'failed', message: 'Your password could not be changed. Please try again.' })
  })

  test('a network failure is a failure, not a crash', async () => {
    expect(await changePassword({ currentPassword: 'a', newPassword: 'b' }, vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))).toEqual({
      kind: 'failed',
      message: 'Your password could not be changed. Please try again.',
    })
  })
})
