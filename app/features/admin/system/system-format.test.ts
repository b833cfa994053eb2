import { describe, expect, test } from 'vitest'
import { ageLabel, emailKindLabel, failedEmailsSentence, sizeLabel, uptimeLabel } from './system-format'

describe('the System tab’s wording', () => {
  test('uptime in its two largest units', () => {
    expect(uptimeLabel(30)).toBe('less than a minute')
    expect(uptimeLabel(60)).toBe('1 minute')
    expect(uptimeLabel(3 * 3600 + 5 * 60)).toBe('3 hours 5 minutes')
    expect(uptimeLabel(2 * 86_400 + 3600 + 59)).toBe('2 days 1 hour')
    expect(uptimeLabel(86_400 + 120)).toBe('1 day 2 minutes')
  })

  test('file sizes', () => {
    expect(sizeLabel(812)).toBe('812 bytes')
    expect(sizeLabel(1536)).toBe('1.5 KB')
    expect(sizeLabel(4.2 * 1024 * 1024)).toBe('4.2 MB')
    expect(sizeLabel(25 * 1024 * 1024)).toBe('25 MB')
  })

  test('a backup’s age', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    expect(ageLabel('2026-11-26T11:30:00Z', now)).toBe('less than an hour ago')
    expect(ageLabel('2026-11-25T15:00:00Z', now)).toBe('21 hours ago')
    expect(ageLabel('2026-11-23T12:00:00Z', now)).toBe('3 days ago')
  })

  test('email kinds and the banner', () => {
    expect(emailKindLabel('inquiry.visitor')).toBe('Inquiry confirmation (to the visitor)')
    expect(emailKindLabel('something.new')).toBe('something.new')
    expect(failedEmailsSentence(1)).toBe('1 notification email could not be sent')
    expect(failedEmailsSentence(3)).toBe('3 notification emails could not be sent')
  })
})
