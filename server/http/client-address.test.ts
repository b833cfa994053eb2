import type { Request } from 'express'
import { describe, expect, test } from 'vitest'
import { clientAddress } from './client-address.ts'

const from = (ip: string | undefined) => clientAddress({ ip } as Request)

describe('the client address a limit counts against', () => {
  test('is the address itself, IPv4 or IPv6', () => {
    expect(from('203.0.113.9')).toBe('203.0.113.9')
    expect(from('2001:db8::1')).toBe('2001:db8::1')
  })

  test('is a short digest of anything else a forwarded header carried, the same for the same text', () => {
    const long = `${'x'.repeat(5_000)}\r\nBcc: someone@example.com`
    expect(from(long)).toMatch(/^other:[\w-]{22}$/)
    expect(from(long)).toBe(from(long))
    expect(from('not-an-ip')).not.toBe(from('also-not-an-ip'))
    expect(from(undefined)).toMatch(/^other:/)
  })
})
