import { describe, expect, test } from 'vitest'
import { consultationInvite } from './ics.ts'

describe('consultationInvite', () => {
  const ics = consultationInvite({
    uid: 'booking-42@melbourneai.com.au',
    startsAt: new Date('2026-11-23T22:00:00Z'),
    organizerName: 'Melbourne AI Solutions',
    organizerEmail: 'hello@melbourneai.com.au',
    attendeeEmail: 'jordan@example.com.au',
    now: new Date('2026-11-21T01:02:03Z'),
  })

  test('is a 30-minute event in UTC', () => {
    expect(ics).toContain('DTSTART:20261123T220000Z\r\n')
    expect(ics).toContain('DTEND:20261123T223000Z\r\n')
    expect(ics).toContain('DTSTAMP:20261121T010203Z\r\n')
  })

  test('says it is a phone call, without the number typed (the invite goes to any address given), and invites the visitor', () => {
    expect(ics).toContain('LOCATION:Phone call\r\n')
    expect(ics).toContain('DESCRIPTION:We will call you on the number you gave us.')
    expect(ics).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:MAILTO:jordan@example.com.au\r\n')
    expect(ics).toContain('ORGANIZER;CN="Melbourne AI Solutions":mailto:hello@melbourneai.com.au\r\n')
  })

  test('a first invite is a REQUEST of sequence 0 under the booking\'s UID', () => {
    expect(ics).toContain('METHOD:REQUEST\r\n')
    expect(ics).toContain('UID:booking-42@melbourneai.com.au\r\n')
    expect(ics).toContain('SEQUENCE:0\r\n')
    expect(ics).toContain('STATUS:CONFIRMED\r\n')
  })

  test('a change keeps the UID and raises the sequence; a cancellation is a CANCEL of a cancelled event', () => {
    const base = { uid: 'booking-42@melbourneai.com.au', organizerName: 'Melbourne AI Solutions', organizerEmail: 'hello@melbourneai.com.au', attendeeEmail: 'jordan@example.com.au', now: new Date(0) }
    const moved = consultationInvite({ ...base, startsAt: new Date('2026-11-24T01:00:00Z'), sequence: 1 })
    expect(moved).toContain('UID:booking-42@melbourneai.com.au\r\n')
    expect(moved).toContain('SEQUENCE:1\r\n')
    expect(moved).toContain('DTSTART:20261124T010000Z\r\n')
    const cancelled = consultationInvite({ ...base, startsAt: new Date('2026-11-24T01:00:00Z'), sequence: 2, method: 'cancel' })
    expect(cancelled).toContain('METHOD:CANCEL\r\n')
    expect(cancelled).toContain('SEQUENCE:2\r\n')
    expect(cancelled).toContain('STATUS:CANCELLED\r\n')
  })

  test('uses CRLF line ends, escapes text and folds long lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const tricky = consultationInvite({ uid: 'x', startsAt: new Date(0), organizerName: 'A; B, C', organizerEmail: 'a@b.c', attendeeEmail: 'd@e.f', now: new Date(0) })
    expect(tricky).toContain('SUMMARY:Free 30-minute consultation with A\\; B\\, C')
  })

  test('folds between characters, never inside one: a name full of emoji and accents survives the UTF-8 round trip', () => {
    for (const organizerName of ['🤖'.repeat(40), `é${'🤖'.repeat(40)}`, `ab${'😀é'.repeat(30)}`]) {
      const invite = consultationInvite({ uid: 'x', startsAt: new Date(0), organizerName, organizerEmail: 'a@b.c', attendeeEmail: 'd@e.f', now: new Date(0) })
      const lines = invite.split('\r\n')
      for (const line of lines) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
        expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line)
      }
      expect(invite.replace(/\r\n /g, '')).toContain(`SUMMARY:Free 30-minute consultation with ${organizerName}\r\n`)
    }
  })

  test('no injected text can start a property or a parameter of its own', () => {
    const hostile = 'Evil\r\nATTENDEE:mailto:victim@example.com\nMETHOD:CANCEL\rX-A:1\u0085X-B:2\u2028X-C:3\u0000"; ROLE=CHAIR'
    const invite = consultationInvite({
      uid: `booking-1@${hostile}`,
      startsAt: new Date('2026-11-23T22:00:00Z'),
      organizerName: hostile,
      organizerEmail: 'hello@melbourneai.com.au\r\nATTENDEE:mailto:victim@example.com',
      attendeeEmail: 'jordan@example.com.au\nMETHOD:CANCEL',
      now: new Date(0),
    })
    // Unfolded, every line is one of the invite's own properties, each once.
    const properties = invite.replace(/\r\n /g, '').split('\r\n').filter((line) => line !== '').map((line) => line.split(/[;:]/)[0])
    expect(properties).toEqual([
      'BEGIN', 'VERSION', 'PRODID', 'METHOD', 'BEGIN', 'UID', 'SEQUENCE', 'DTSTAMP', 'DTSTART', 'DTEND',
      'SUMMARY', 'LOCATION', 'DESCRIPTION', 'ORGANIZER', 'ATTENDEE', 'STATUS', 'END', 'END',
    ])
    // The only line ends are the CRLFs between properties and folds; no other control character is left.
    expect(invite.replace(/\r\n/g, '')).not.toMatch(/[\p{Cc}\u2028\u2029]/u)
    const unfolded = invite.replace(/\r\n /g, '')
    expect(unfolded).toContain('ORGANIZER;CN="Evil ATTENDEE:mailto:victim@example.com METHOD:CANCEL X-A:1 X-B:2 X-C:3 \'; ROLE=CHAIR":mailto:hello@melbourneai.com.au\r\n')
    expect(unfolded).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:MAILTO:jordan@example.com.au\r\n')
  })
})
