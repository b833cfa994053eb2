import { describe, expect, test } from 'vitest'
import { LEGAL_FACTS, LEGAL_STATEMENTS } from './legal-facts'
import { RETENTION, RETENTION_POLICY_LINES, periodText } from './retention'

describe('retention periods', () => {
  test('are the privacy policy promises: spam 30 days, anonymous chats 12 months, support 3 years, customers plus 7 years, analytics 26 months', () => {
    expect(RETENTION.spamSubmissions).toEqual({ days: 30 })
    expect(RETENTION.anonymousChats).toEqual({ months: 12 })
    expect(RETENTION.supportCommunications).toEqual({ years: 3 })
    expect(RETENTION.customerRecords).toEqual({ years: 7 })
    expect(RETENTION.analytics).toEqual({ months: 26 })
    expect(RETENTION.sentEmailContent).toEqual({ months: 12 })
  })

  test('read as plain English', () => {
    expect(periodText({ days: 30 })).toBe('30 days')
    expect(periodText({ months: 1 })).toBe('1 month')
    expect(periodText({ years: 7 })).toBe('7 years')
  })

  test('the legal figures the terms, the privacy page and the chat quote are the same periods', () => {
    expect(LEGAL_FACTS.customerRecordsYears).toBe(7)
    expect(LEGAL_FACTS.supportCommunicationsYears).toBe(3)
    expect(LEGAL_FACTS.analyticsMonths).toBe(26)
    for (const phrase of ['plus 7 years', '3 years', '12 months', '30 days', 'up to 26 months', 'until you opt out']) expect(LEGAL_STATEMENTS.retention).toContain(phrase)
  })

  test('the policy lines state every period the job deletes by', () => {
    const text = RETENTION_POLICY_LINES.join('\n')
    for (const period of Object.values(RETENTION)) expect(text).toContain(periodText(period))
  })
})
