import { describe, expect, it } from 'vitest'
import { calloutFor } from './callout'

describe('calloutFor (spec §4 reply styles)', () => {
  it('is green for a fee, cost or setup with a dollar sign', () => {
    expect(calloutFor('The AI Voice Agent is $699 with a one-time setup fee.')).toBe('pricing')
    expect(calloutFor('It costs $499 for up to 3 pages.')).toBe('pricing')
    expect(calloutFor('Setup: $899 per project.')).toBe('pricing')
  })

  it('needs the dollar sign for green', () => {
    expect(calloutFor('There is a one-time setup fee and no subscription.')).toBe('plain')
  })

  it('is blue for third-party, telecom or /month', () => {
    expect(calloutFor('Phone service is paid to the telecom provider directly.')).toBe('third-party')
    expect(calloutFor('Third-party services are billed by each provider.')).toBe('third-party')
    expect(calloutFor('Hosting is about $10-20/month.')).toBe('third-party')
  })

  it('is purple for an email address, +61 or contact', () => {
    expect(calloutFor('Email hello@melbourneai.com.au.')).toBe('contact')
    expect(calloutFor('Call us on +61 3 9000 0000.')).toBe('contact')
    expect(calloutFor('Our team will contact you within 24 hours.')).toBe('contact')
    expect(calloutFor('You will be contacted by our team.')).toBe('contact')
  })

  it('is amber for a question, interested or explore', () => {
    expect(calloutFor('What kind of business do you run?')).toBe('question')
    expect(calloutFor('Great that you are interested in automation.')).toBe('question')
    expect(calloutFor("Let's explore what fits your clinic.")).toBe('question')
  })

  it('takes the first matching style in the spec order', () => {
    expect(calloutFor('Setup is $699; phone service costs $20-40/month. Interested?')).toBe('pricing')
    expect(calloutFor('Telecom charges vary. Would you like us to contact you?')).toBe('third-party')
    expect(calloutFor('Can we contact you at priya@example.com.au?')).toBe('contact')
  })

  it('leaves other text plain and does not match words inside other words', () => {
    expect(calloutFor('Thanks, Priya. Happy to help.')).toBe('plain')
    expect(calloutFor('I feel your feedback is useful. Contactless payments work.')).toBe('plain')
  })
})
