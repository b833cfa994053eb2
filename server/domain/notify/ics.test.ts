import { describe, expect, test } from 'vitest'
import { consultationInvite } from './ics.ts'

describe('consultationInvite', () => {
  const ics = consultationInvite({
    uid: 'booking-42@melbourneai.com.au',
    startsAt: new Date('2026-11-23T22:00:00Z'),
    organizerName: 'Melbourne AI Solutions',
    organizerEmail: 'hello@melbourneai.com.au',
    attendeeEmail: 'jordan@example.com.au',
    phone: '0412 345 678',
    now: new Date('2026-11-21T01:02:03Z'),
  })

  test('is a 30-minute event in UTC', () => {
    expect(ics).toContain('DTSTART:20261123T220000Z\r\n')
    expect(ics).toContain('DTEND:20261123T223000Z\r\n')
    expect(ics).toContain('DTSTAMP:20261121T010203Z\r\n')
  })

  test('says it is a phone call to the number given and invites the visitor', () => {
    expect(ics).toContain('LOCATION:Phone call to 0412 345 678')
    expect(ics).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:jordan@example.com.au')
    expect(ics).toContain('UID:booking-42@melbourneai.com.au')
  })

  test('uses CRLF line ends, escapes text and folds long lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const tricky = consultationInvite({ uid: 'x', startsAt: new Date(0), organizerName: 'A; B, C', organizerEmail: 'a@b.c', attendeeEmail: 'd@e.f', phone: '1', now: new Date(0) })
    expect(tricky).toContain('SUMMARY:Free 30-minute consultation with A\\; B\\, C')
  })
})
