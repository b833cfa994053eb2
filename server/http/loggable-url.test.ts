import { describe, expect, test } from 'vitest'
import { loggableUrl } from './loggable-url.ts'

const MANAGE_TOKEN = 'q3X9v_2kLm8ZpR4tYw7bN1cD5fG6hJ0sAe-uVxTyQzI'

describe('what the log says of an address', () => {
  test("a request that reached a route is its route's pattern, whatever it carried", () => {
    expect(loggableUrl({ originalUrl: `/api/bookings/${MANAGE_TOKEN}/cancel`, pattern: '/api/bookings/:token/cancel' })).toBe('/api/bookings/:token/cancel')
    expect(loggableUrl({ originalUrl: `/booking/${MANAGE_TOKEN}.data`, pattern: '/booking/:token' })).toBe('/booking/:token')
  })

  test('without a route, tokens, secrets and ids in the path are masked, and words are kept', () => {
    expect(loggableUrl({ originalUrl: `/booking/${MANAGE_TOKEN}` })).toBe('/booking/:masked')
    expect(loggableUrl({ originalUrl: '/api/calendar/8f1c2b7d9e0a4c6b8d2f1e3a5c7b9d0e.ics' })).toBe('/api/calendar/:masked')
    expect(loggableUrl({ originalUrl: '/api/chat/0b9d6f3e-3c1a-4f7e-9a2b-6d5c4e3f2a1b' })).toBe('/api/chat/:masked')
    expect(loggableUrl({ originalUrl: '/services/ai-chatbot-development' })).toBe('/services/ai-chatbot-development')
    expect(loggableUrl({ originalUrl: '/admin/people/42' })).toBe('/admin/people/42')
  })

  test("a query keeps its names and loses its values: an admin's search never reaches the log", () => {
    expect(loggableUrl({ originalUrl: '/api/admin/people?search=priya%40example.com.au&page=2', pattern: '/api/admin/people' })).toBe('/api/admin/people?search=*&page=*')
    expect(loggableUrl({ originalUrl: '/admin?tab=people&q=Priya+Nair' })).toBe('/admin?tab=*&q=*')
    expect(loggableUrl({ originalUrl: '/faq?' })).toBe('/faq')
  })
})
