import { describe, expect, test } from 'vitest'
import { defaultAdminEmail, firstAdminNotice } from './first-admin.ts'

describe('the first admin', () => {
  test('is admin@ the public host name', () => {
    expect(defaultAdminEmail('http://localhost:3000')).toBe('admin@localhost')
    expect(defaultAdminEmail('https://www.melbourneai.com.au')).toBe('admin@melbourneai.com.au')
    expect(defaultAdminEmail('https://admin.melbourneai.com.au/')).toBe('admin@admin.melbourneai.com.au')
  })

  test('notice shows the email, the one-time password, where to sign in and how to reset it, in a box', () => {
    const notice = firstAdminNotice({ email: 'admin@localhost', password: 'Abcd-efgh-2345', loginUrl: 'http://localhost:3000/admin/login' })
    const lines = notice.split('\n')
    expect(new Set(lines.map((line) => line.length)).size).toBe(1)
    expect(lines[0]).toMatch(/^\+-+\+$/)
    expect(notice).toContain('Email:    admin@localhost')
    expect(notice).toContain('Password: Abcd-efgh-2345')
    expect(notice).toContain('Sign in at http://localhost:3000/admin/login')
    expect(notice).toContain('npm run admin -- reset-password --email admin@localhost')
  })
})
