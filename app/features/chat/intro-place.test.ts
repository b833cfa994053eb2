import { describe, expect, test } from 'vitest'
import { introMayShow } from './intro-place'

const onPage = (pathname: string) => introMayShow({ pathname, dialogOpen: false, dismissed: false })

describe('where the chat invitation may show', () => {
  test('on the pages where a visitor browses: home, services, pricing, a service, a missing page', () => {
    for (const pathname of ['/', '/services', '/services/ai-voice-agent', '/pricing', '/faq', '/demos', '/no-such-page']) {
      expect(onPage(pathname), pathname).toBe(true)
    }
  })

  test('never on the contact page, the booking page, a booking of its own or the admin area', () => {
    for (const pathname of ['/contact', '/book', '/booking/abc123', '/booking/abc123/', '/admin', '/admin/login', '/admin/people/42']) {
      expect(onPage(pathname), pathname).toBe(false)
    }
  })

  test('those pages are found as React Router finds them: in any case and with a trailing slash', () => {
    for (const pathname of ['/Contact', '/contact/', '/BOOK', '/Booking/abc123', '/Admin/']) {
      expect(onPage(pathname), pathname).toBe(false)
    }
  })

  test('a page whose name only begins like one of them is not one of them', () => {
    for (const pathname of ['/bookings', '/contacts', '/administration', '/services/contact-centre-ai']) {
      expect(onPage(pathname), pathname).toBe(true)
    }
  })

  test('never over an open dialog', () => {
    expect(introMayShow({ pathname: '/pricing', dialogOpen: true, dismissed: false })).toBe(false)
  })

  test('never again once the visitor is done with it in this visit', () => {
    expect(introMayShow({ pathname: '/pricing', dialogOpen: false, dismissed: true })).toBe(false)
  })
})
