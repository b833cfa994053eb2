import { sql } from 'drizzle-orm'
import { DIRECT_SOURCE, LEAD_DOORS, type LeadDoor, type LeadSourceTable, OTHER_SOURCES, RECENT_DAYS, type SourceRow } from '../../../contract/lead-overview.ts'
import type { Database } from '../../db/client.ts'
import { chatConversations, contactInquiries } from '../../db/schema/leads.ts'

/** Sources the table names one by one; the rest share one row. */
export const MAX_SOURCE_ROWS = 8

/** Leads counted together: one door, one UTM source and referring site, in the recent window and ever. */
export type SourceCount = { door: LeadDoor; utmSource: string | null; referrerHost: string | null; recent: number; allTime: number }

/**
 * The name a lead's source goes by: its UTM source if the visit had one (lower-cased, so `Newsletter` and
 * `newsletter` are one campaign source), else the referring site's host, else Direct.
 */
export function sourceName({ utmSource, referrerHost }: Pick<SourceCount, 'utmSource' | 'referrerHost'>): string {
  return utmSource?.trim().toLowerCase() || referrerHost?.trim().toLowerCase() || DIRECT_SOURCE
}

const noDoors = (): Record<LeadDoor, number> => ({ home: 0, contact: 0, booking: 0, chat: 0 })

/**
 * The "Leads by source" table: a row per source, the busiest of the last RECENT_DAYS days first (then the
 * busiest ever, then by name); past MAX_SOURCE_ROWS the rest are folded into one "Other sources" row.
 */
export function tallyBySource(counts: readonly SourceCount[]): LeadSourceTable {
  const bySource = new Map<string, SourceRow>()
  for (const count of counts) {
    const source = sourceName(count)
    const row = bySource.get(source) ?? { source, recent: noDoors(), recentTotal: 0, allTime: 0 }
    row.recent[count.door] += count.recent
    row.recentTotal += count.recent
    row.allTime += count.allTime
    bySource.set(source, row)
  }
  const ranked = [...bySource.values()].sort((a, b) => b.recentTotal - a.recentTotal || b.allTime - a.allTime || a.source.localeCompare(b.source))
  const shown = ranked.length > MAX_SOURCE_ROWS ? ranked.slice(0, MAX_SOURCE_ROWS - 1) : ranked
  const folded = ranked.slice(shown.length)
  const rows = folded.length > 0 ? [...shown, folded.reduce(addRow, { source: OTHER_SOURCES, recent: noDoors(), recentTotal: 0, allTime: 0 })] : shown
  return { rows, recentTotal: rows.reduce((sum, row) => sum + row.recentTotal, 0), allTime: rows.reduce((sum, row) => sum + row.allTime, 0) }
}

function addRow(sum: SourceRow, row: SourceRow): SourceRow {
  return {
    source: sum.source,
    recent: Object.fromEntries(LEAD_DOORS.map((door) => [door, sum.recent[door] + row.recent[door]])) as Record<LeadDoor, number>,
    recentTotal: sum.recentTotal + row.recentTotal,
    allTime: sum.allTime + row.allTime,
  }
}

/**
 * Where the leads came from (issue 20): inquiries from the home form, the /contact page and bookings that were not
 * judged spam, and chat conversations in which the visitor left an email or a phone number (a chat lead). Inquiries
 * sent to the plain API come from no visit and are not counted.
 */
export function createLeadSources({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async table(): Promise<LeadSourceTable> {
      const since = new Date(now().getTime() - RECENT_DAYS * 24 * 60 * 60_000)
      const result = (await db.execute(sql`
        select door, lead_source->'utm'->>'source' as utm_source, lead_source->>'referrerHost' as referrer_host,
          (count(*) filter (where created_at >= ${since.toISOString()}::timestamptz))::int as recent, count(*)::int as all_time
        from (
          select ${contactInquiries.source} as door, ${contactInquiries.leadSource} as lead_source, ${contactInquiries.createdAt} as created_at
          from ${contactInquiries}
          where ${contactInquiries.status} <> 'spam' and ${contactInquiries.source} in ('home', 'contact', 'booking')
          union all
          select 'chat', ${chatConversations.leadSource}, ${chatConversations.createdAt}
          from ${chatConversations}
          where ${chatConversations.leadData}->>'email' is not null or ${chatConversations.leadData}->>'phone' is not null
        ) as leads
        group by 1, 2, 3`)) as unknown as { rows: { door: LeadDoor; utm_source: string | null; referrer_host: string | null; recent: number; all_time: number }[] }
      return tallyBySource(
        result.rows.map((row) => ({ door: row.door, utmSource: row.utm_source, referrerHost: row.referrer_host, recent: Number(row.recent), allTime: Number(row.all_time) })),
      )
    },
  }
}

export type LeadSources = ReturnType<typeof createLeadSources>
