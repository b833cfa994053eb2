import type { Request } from 'express'
import { describe, expect, test } from 'vitest'
import { clientAddress } from './client-address.ts'

const from = (ip: string | undefined) => clientAddress({ ip } as Request)

describe('the client address a limit counts against', () => {
  test('is an IPv4 address itself, also written as IPv6 (a dual-stack socket reports ::ffff:a.b.c.d)', () => {
    expect(from('203.0.113.9')).toBe('203.0.113.9')
    expect(from('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(from('::FFFF:cb00:7109')).toBe('203.0.113.9')
  })

  test("is an IPv6 address's /64, however it is written: a network's every address shares one count", () => {
    const network = ['2001:db8:0:1::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:0DB8:0000:0001:abcd::9', '2001:db8:0:1:1:2:3:4']
    expect(new Set(network.map(from))).toEqual(new Set(['2001:db8:0:1::/64']))
    expect(from('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64')
    expect(from('::1')).toBe('0:0:0:0::/64')
  })

  test('is a short digest of anything else a forwarded header carried, the same for the same text', () => {
    const long = `${'x'.repeat(5_000)}\r\nBcc: someone@example.com`
    expect(from(long)).toMatch(/^other:[\w-]{22}$/)
    expect(from(long)).toBe(from(long))
    expect(from('not-an-ip')).not.toBe(from('also-not-an-ip'))
    expect(from('2001:db8::1::2')).toMatch(/^other:/)
    expect(from(undefined)).toMatch(/^other:/)
  })
})
