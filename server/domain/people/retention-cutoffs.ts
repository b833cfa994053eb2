import { TZDate } from '@date-fns/tz'
import { sub } from 'date-fns'
import { RETENTION, type RetentionPeriod, type RetentionRule } from '../../../core/retention.ts'

/**
 * The instant `period` before `now`, counted on the UTC calendar by date-fns (so the server's own zone changes
 * nothing): whatever is older is past its period. A month or year back from a day the earlier month lacks
 * (31 March, 29 February) lands on that month's last day.
 */
export function periodStart(now: Date, period: RetentionPeriod): Date {
  return new Date(sub(new TZDate(now.getTime(), 'UTC'), period).getTime())
}

/** Every rule's start at `now`: rows older than their rule's instant go. */
export function retentionCutoffs(now: Date): Record<RetentionRule, Date> {
  return Object.fromEntries(Object.entries(RETENTION).map(([rule, period]) => [rule, periodStart(now, period)])) as Record<RetentionRule, Date>
}
