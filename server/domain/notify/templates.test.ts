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
})
