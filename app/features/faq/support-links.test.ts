import { describe, expect, test } from 'vitest'
import { supportMailtoHref, whatsAppChatHref } from './support-links'

describe('Start Chat link', () => {
  test('opens a WhatsApp chat with the Australian number in international form and the greeting typed', () => {
    expect(whatsAppChatHref('0491 570 156', 'Hi! Can you help?')).toBe('https://wa.me/61491570156?text=Hi!%20Can%20you%20help%3F')
  })

  test('a number already written with +61 keeps its digits', () => {
    expect(whatsAppChatHref('+61 491 570 156', 'Hi')).toBe('https://wa.me/61491570156?text=Hi')
  })
})

describe('Send Email link', () => {
  test('drafts a Support Request to the support address', () => {
    const href = supportMailtoHref('support@example.com.au')
    expect(href.startsWith('mailto:support@example.com.au?subject=Support%20Request&body=')).toBe(true)
  })

  test('encodes the body so mail clients show spaces, line breaks and symbols as written', () => {
    const href = supportMailtoHref('support@example.com.au', 'Support Request', 'Hi team,\nQ&A: 50% off?')
    expect(href).toBe('mailto:support@example.com.au?subject=Support%20Request&body=Hi%20team%2C%0AQ%26A%3A%2050%25%20off%3F')
    expect(href).not.toContain('+')
  })

  test('the prefilled body decodes back to the text the visitor sees', () => {
    const href = supportMailtoHref('support@example.com.au')
    const body = decodeURIComponent(href.split('&body=')[1]!)
    expect(body).toContain('I need help with:')
  })
})
