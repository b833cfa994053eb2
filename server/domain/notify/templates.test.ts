import { describe, expect, test } from 'vitest'
import { renderEmail } from './templates.ts'

const sender = { siteName: 'Melbourne AI Solutions', businessEmail: 'hello@melbourneai.com.au' }

describe('renderEmail', () => {
  test('a chat lead email gives the business the lead, the summary and the conversation in plain words', () => {
    const email = renderEmail(
      {
        kind: 'chat.business',
        subject: 'New chat lead: Priya Nair, AI voice agent',
        payload: {
          conversationId: 7,
          sessionId: 'session_1790000000000_abcdefghijklmnop',
          lead: { name: 'Priya Nair', email: 'priya@brightsmile.com.au', phone: '0412 345 678', business: 'dental clinic', interest: 'AI voice agent' },
          quality: 'high',
          summary: 'Priya Nair (dental clinic) wants an AI voice agent.',
          transcript: [
            { role: 'user', content: 'How much is a voice agent?', timestamp: '2026-11-21T01:00:00.000Z' },
            { role: 'assistant', content: 'A one-time setup of $899.', timestamp: '2026-11-21T01:00:01.000Z' },
          ],
        },
      },
      sender,
    )
    expect(email.subject).toBe('New chat lead: Priya Nair, AI voice agent')
    expect(email.text.split('\n')).toEqual([
      'A website chat became a high-quality lead.',
      '',
      'Name: Priya Nair',
      'Email: priya@brightsmile.com.au',
      'Phone: 0412 345 678',
      'Business: dental clinic',
      'Interest: AI voice agent',
      '',
      'Summary: Priya Nair (dental clinic) wants an AI voice agent.',
      '',
      'Conversation:',
      'Visitor: How much is a voice agent?',
      'Assistant: A one-time setup of $899.',
      '',
      'Chat conversation #7',
    ])
  })

  test('an inquiry email to the business lists every field given and skips the rest', () => {
    const email = renderEmail(
      { kind: 'inquiry.business', subject: 'New inquiry from Sam Lee', payload: { inquiryId: 3, fullName: 'Sam Lee', email: 'sam@example.com', message: 'Call me', source: 'home' } },
      sender,
    )
    expect(email.text).toContain('Name: Sam Lee')
    expect(email.text).toContain('Message: Call me')
    expect(email.text).not.toContain('Phone:')
    expect(email.text).toContain('Inquiry #3')
  })

  describe("confirmations to visitors carry only the business's own words and the facts", () => {
    // Anything a visitor typed, as a stored payload might hold it: none of it may reach the address given.
    const typed = {
      fullName: 'Cheap pills at http://spam.example',
      name: 'Cheap pills at http://spam.example',
      message: 'Visit http://spam.example for a prize',
      company: 'Spam Pty Ltd',
      phone: '0400 999 888',
    }
    const hostile = Object.values(typed)

    test('an inquiry confirmation greets without a name and names the service only from the fixed list', () => {
      const email = renderEmail({ kind: 'inquiry.visitor', subject: 'We received your message', payload: { ...typed, service: 'Web Development', inquiryId: 4 } }, sender)
      expect(email.text.split('\n')).toEqual([
        'Hello,',
        '',
        'Thanks for contacting Melbourne AI Solutions. We received your message and will get back to you within 24 hours.',
        'Service: Web Development',
        '',
        'If you did not write to us, you can ignore this email.',
        '',
        'Melbourne AI Solutions',
        'hello@melbourneai.com.au',
      ])
      const unlisted = renderEmail({ kind: 'inquiry.visitor', subject: 'We received your message', payload: { service: 'Free money at http://spam.example' } }, sender)
      expect(unlisted.text).not.toContain('spam.example')
      expect(unlisted.text).not.toContain('Service:')
    })

    test('a booking confirmation and its invite give the day, time and service, never the name, company, phone or message', () => {
      const email = renderEmail(
        {
          kind: 'booking.visitor',
          subject: 'Your free consultation is booked',
          payload: { ...typed, bookingId: 9, date: '2026-11-24', time: '9:00 AM', startsAt: '2026-11-23T22:00:00.000Z', service: 'Voice Agents', email: 'jordan@example.com.au' },
        },
        sender,
      )
      expect(email.text.split('\n')).toEqual([
        'Hello,',
        '',
        'Your free 30-minute phone consultation with Melbourne AI Solutions is booked for 2026-11-24 at 9:00 AM (Melbourne time).',
        'Service: Voice Agents',
        'We will call you on the number you gave us. The attached invite adds it to your calendar in your own time zone.',
        "We'll contact you within 24 hours to confirm your consultation.",
        '',
        'If you did not book this consultation, reply to this email and we will cancel it.',
        '',
        'Melbourne AI Solutions',
        'hello@melbourneai.com.au',
      ])
      const invite = email.attachments?.[0]?.content ?? ''
      expect(invite).toContain('DTSTART:20261123T220000Z')
      expect(invite).toContain('MAILTO:jordan@example.com.au')
      for (const text of hostile) {
        expect(email.text).not.toContain(text)
        expect(invite.replace(/\r\n /g, '')).not.toContain(text)
      }
    })

    test('the same payload in the business notification keeps every field', () => {
      const email = renderEmail({ kind: 'inquiry.business', subject: 'New inquiry', payload: { ...typed, inquiryId: 4 } }, sender)
      for (const text of [typed.fullName, typed.message, typed.company, typed.phone]) expect(email.text).toContain(text)
    })
  })
})

describe('the business hears of a redeemed promo code', () => {
  test('an inquiry and a booking name the code', () => {
    const inquiry = renderEmail({ kind: 'inquiry.business', subject: 'New inquiry from Priya Nair', payload: { fullName: 'Priya Nair', email: 'priya@example.com', message: 'Hello there', source: 'home', promoCode: 'SPRING20', inquiryId: 4 } }, sender)
    expect(inquiry.text).toContain('Promo code: SPRING20')
    const booking = renderEmail({ kind: 'booking.business', subject: 'New consultation', payload: { name: 'Jo', email: 'jo@example.com', date: '2026-12-01', time: '9:00 AM', promoCode: 'SPRING20', bookingId: 3 } }, sender)
    expect(booking.text).toContain('Promo code: SPRING20')
    const none = renderEmail({ kind: 'inquiry.business', subject: 'New inquiry', payload: { fullName: 'Al', email: 'al@example.com', message: 'Hi', inquiryId: 5 } }, sender)
    expect(none.text).not.toContain('Promo code')
  })
})
