/**
 * How long personal information is kept (issue 20 item 8): the one source of the periods. The privacy policy
 * states them from here and the daily retention job (server/domain/people/retention-job.ts) deletes by them, so
 * the page and the database cannot disagree.
 */

/** A length of time in whole days, months or years. */
export type RetentionPeriod = { days: number } | { months: number } | { years: number }

export const RETENTION = {
  /** Customer records (a person and all their leads): kept for the relationship plus this, counted from their last activity. */
  customerRecords: { years: 7 },
  /** Support communications: the chat conversations of a person (or of a visitor who left contact details). */
  supportCommunications: { years: 3 },
  /** Chat conversations that never became a lead: no person and no contact details. */
  anonymousChats: { months: 12 },
  /** Form submissions judged spam. */
  spamSubmissions: { days: 30 },
  /**
   * The content of emails once sent (or given up on): recipient, subject and payload are replaced by placeholders,
   * the kind, status and times are kept for delivery statistics. The records the emails were about keep their own
   * periods; a year covers any question about a message that went out.
   */
  sentEmailContent: { months: 12 },
  /**
   * Analytics data. The server stores none: the page only loads a third-party tag when the settings configure one,
   * and its provider must be set to keep data no longer than this.
   */
  analytics: { months: 26 },
} as const satisfies Record<string, RetentionPeriod>

export type RetentionRule = keyof typeof RETENTION

/** '30 days', '12 months', '1 year', '7 years'. */
export function periodText(period: RetentionPeriod): string {
  const [count, unit] = 'days' in period ? [period.days, 'day'] : 'months' in period ? [period.months, 'month'] : [period.years, 'year']
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}


/** The privacy policy's list of what is kept how long, each line stating its period from RETENTION. */
export const RETENTION_POLICY_LINES: readonly string[] = [
  `Customer records: for the length of our relationship plus ${periodText(RETENTION.customerRecords)}, to meet tax and accounting obligations.`,
  `Support communications, including chat assistant conversations: ${periodText(RETENTION.supportCommunications)}.`,
  `Chat assistant conversations in which you left no contact details: ${periodText(RETENTION.anonymousChats)}.`,
  `Form submissions we judge to be spam: ${periodText(RETENTION.spamSubmissions)}.`,
  `Copies of the emails we send: their content for ${periodText(RETENTION.sentEmailContent)} after sending (we keep only that a message was sent, and when).`,
  `Analytics data: up to ${periodText(RETENTION.analytics)}.`,
  'Marketing preferences and contact details: until you opt out.',
]

/** The same periods as one sentence, for the chat assistants' answers. */
export const RETENTION_SENTENCE = `We keep customer records for the length of our relationship plus ${periodText(RETENTION.customerRecords)}, support communications (chat conversations included) for ${periodText(RETENTION.supportCommunications)}, chat conversations without contact details for ${periodText(RETENTION.anonymousChats)}, spam submissions for ${periodText(RETENTION.spamSubmissions)}, the content of emails we send for ${periodText(RETENTION.sentEmailContent)}, analytics data up to ${periodText(RETENTION.analytics)}, and marketing details until you opt out.`
