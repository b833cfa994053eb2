import { describe, expect, test } from 'vitest'
import { bookingLinks } from '../../../contract/booking-links.ts'
import { createBookingReceipts } from './booking-receipts.ts'
import { newManageToken } from './manage-token.ts'

// 9:00 AM on Monday 23 November 2026 in Melbourne (AEDT).
const { token } = newManageToken()
const booking = { id: 42, date: '2026-11-23', time: '9:00 AM', startsAt: '2026-11-22T22:00:00.000Z', service: 'Voice Agents', links: bookingLinks(token) }
const theWeekBefore = () => new Date('2026-11-16T00:00:00.000Z')
const receipts = createBookingReceipts({ secret: 'receipt-test-secret', now: theWeekBefore })

describe('booking receipts', () => {
  test('a receipt proves its booking: number, day, time, topic, the start it implies and the links its token opens', () => {
    expect(receipts.read(receipts.issue(booking))).toEqual(booking)
  })

  test('it is URL-safe and holds nothing but the booking facts and its manage token', () => {
    const receipt = receipts.issue(booking)
    expect(receipt).toMatch(/^[\w-]+\.[\w-]+$/)
    const payload = Buffer.from(receipt.split('.')[0]!, 'base64url').toString('utf8')
    expect(JSON.parse(payload)).toEqual([42, '2026-11-23', '9:00 AM', 'Voice Agents', token])
  })

  test('an altered or forged receipt proves nothing', () => {
    const [payload, signature] = receipts.issue(booking).split('.') as [string, string]
    const otherBooking = Buffer.from(JSON.stringify([43, '2026-11-23', '9:00 AM', 'Voice Agents', token])).toString('base64url')
    const otherSecret = createBookingReceipts({ secret: 'another-secret', now: theWeekBefore }).issue(booking)
    // One character of the signature changed (to another one, whatever it was: the test must not pass by chance).
    const alteredSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    for (const forged of [`${otherBooking}.${signature}`, `${payload}.${alteredSignature}`, otherSecret, `${payload}.${signature}.x`, payload, '', null, undefined]) {
      expect(receipts.read(forged)).toBeUndefined()
    }
  })

  test('once the consultation has started, its receipt is no longer shown', () => {
    const receipt = receipts.issue(booking)
    expect(createBookingReceipts({ secret: 'receipt-test-secret', now: () => new Date('2026-11-22T21:59:00.000Z') }).read(receipt)).toEqual(booking)
    expect(createBookingReceipts({ secret: 'receipt-test-secret', now: () => new Date('2026-11-22T22:00:00.000Z') }).read(receipt)).toBeUndefined()
  })
})
