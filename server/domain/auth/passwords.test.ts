import { describe, expect, test } from 'vitest'
import { checkPassword, generatePassword, hashPassword, verifyPassword } from './passwords.ts'

describe('password hashes', () => {
  test('are argon2id with the OWASP cost, salted, and verify only the right password', async () => {
    const first = await hashPassword('correct horse battery staple')
    const second = await hashPassword('correct horse battery staple')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(second).not.toBe(first)
    expect(await verifyPassword(first, 'correct horse battery staple')).toBe(true)
    expect(await verifyPassword(first, 'correct horse battery stapler')).toBe(false)
  })

  test('a malformed stored hash never matches and never throws', async () => {
    expect(await verifyPassword('not-a-hash', 'anything at all')).toBe(false)
  })

  test('with no account the check runs against the dummy hash and fails', async () => {
    expect(await checkPassword(undefined, 'anything at all')).toBe(false)
    expect(await checkPassword(null, '')).toBe(false)
    expect(await checkPassword(await hashPassword('right password'), 'right password')).toBe(true)
  })
})

describe('generated passwords', () => {
  test('are 24 characters without look-alikes, in groups of four, and differ every time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword())
    for (const password of passwords) expect(password).toMatch(/^([A-HJ-NP-Za-km-z2-9]{4}-){5}[A-HJ-NP-Za-km-z2-9]{4}$/)
    expect(new Set(passwords).size).toBe(50)
  })
})
