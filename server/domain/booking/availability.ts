import { eq } from 'drizzle-orm'
import { type AvailabilityRules, type ComingHoliday, DEFAULT_AVAILABILITY, availabilityRulesSchema } from '../../../contract/availability.ts'
import { melbourneDay } from '../../../contract/melbourne-day.ts'
import type { Database } from '../../db/client.ts'
import { bookingAvailability } from '../../db/schema/leads.ts'
import { type AuditActor, recordAudit } from '../admin/audit.ts'
import { victorianHolidayList } from './victorian-holidays.ts'

/**
 * The owner's availability rules (issue 19 item 1), one row in booking_availability; no row means the defaults.
 *
 * Read afresh for every slot list and check: it is one small row, and several instances share the database, so a
 * save on one instance holds on every other at once, with no cache to go stale.
 */
export function createAvailability({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  async function read(): Promise<AvailabilityRules> {
    const [row] = await db.select({ rules: bookingAvailability.rules }).from(bookingAvailability).where(eq(bookingAvailability.id, 1))
    return row ? storedRules(row.rules) : DEFAULT_AVAILABILITY
  }

  return {
    read,

    /** Replaces the rules (already validated by the contract's schema) and audits the change in the same transaction. */
    async save(actor: AuditActor, rules: AvailabilityRules): Promise<AvailabilityRules> {
      return db.transaction(async (tx) => {
        // The row lock orders two saves at once, so each audit row's 'before' is what that save replaced.
        const [current] = await tx.select({ rules: bookingAvailability.rules }).from(bookingAvailability).where(eq(bookingAvailability.id, 1)).for('update')
        const before = current ? storedRules(current.rules) : DEFAULT_AVAILABILITY
        await tx
          .insert(bookingAvailability)
          .values({ id: 1, rules })
          .onConflictDoUpdate({
            target: bookingAvailability.id,
            set: { rules, updatedAt: new Date() },
          })
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'availability',
          entityId: 1,
          before,
          after: rules,
        })
        return rules
      })
    },

    /** The Victorian public holidays from today to a year ahead: the days the owner may open. */
    async comingHolidays(): Promise<ComingHoliday[]> {
      const today = melbourneDay(now())
      const list = await victorianHolidayList()
      const year = Number(today.slice(0, 4))
      const lastDay = `${year + 1}${today.slice(4)}`
      return [...list(year), ...list(year + 1)].filter((holiday) => holiday.date >= today && holiday.date <= lastDay)
    },
  }
}

/**
 * A stored document read as the rules: fields added to the rules since it was saved take their defaults. A stored
 * document that no longer passes is an error, not a silent fall back to the defaults (which might open days the
 * owner closed).
 */
function storedRules(stored: unknown): AvailabilityRules {
  const fields = stored !== null && typeof stored === 'object' ? stored : {}
  return availabilityRulesSchema.parse({ ...DEFAULT_AVAILABILITY, ...fields })
}

export type Availability = ReturnType<typeof createAvailability>
