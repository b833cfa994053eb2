import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { keepDataWhileBooking } from './book-call-button'

const site = 'https://melbourneai.example'

function revalidates(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}): boolean {
  return keepDataWhileBooking({
    currentUrl: new URL(from, site),
    nextUrl: new URL(to, site),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  } as ShouldRevalidateFunctionArgs)
}

describe('keepDataWhileBooking', () => {
  it('keeps the page data when only the booking dialog opens or closes', () => {
    expect(revalidates('/pricing', '/pricing?book=1')).toBe(false)
    expect(revalidates('/pricing?book=1', '/pricing')).toBe(false)
    expect(revalidates('/ai-tools?category=chatbots', '/ai-tools?book=1&category=chatbots')).toBe(false)
  })

  it('revalidates as React Router would for anything else', () => {
    expect(revalidates('/pricing', '/faq?book=1')).toBe(true)
    expect(revalidates('/ai-tools?category=chatbots', '/ai-tools?category=voice&book=1')).toBe(true)
    expect(revalidates('/pricing?book=1', '/pricing?book=1', { formMethod: 'POST' })).toBe(true)
    expect(revalidates('/pricing', '/pricing?book=1', { defaultShouldRevalidate: false })).toBe(false)
    expect(revalidates('/pricing', '/pricing?sent=1', { defaultShouldRevalidate: false })).toBe(false)
  })
})
