import { type SQL, asc, eq, lt } from 'drizzle-orm'
import type { DueStep, StepsDue } from '../../../contract/lead-overview.ts'
import { melbourneDay } from '../../../contract/melbourne-day.ts'
import type { Database } from '../../db/client.ts'
import { people } from '../../db/schema/people.ts'

/** How many people each list shows at most; the People tab has the rest. */
export const DUE_LIST_LIMIT = 50

/**
 * Splits next steps due by the Melbourne day `today` (YYYY-MM-DD): due that day, or before it (oldest first, the
 * most forgotten on top). A step due later is neither.
 */
export function splitStepsDue(steps: readonly DueStep[], today: string): StepsDue {
  const byDue = [...steps].sort((a, b) => a.due.localeCompare(b.due) || a.personId - b.personId)
  return {
    today,
    dueToday: byDue.filter((step) => step.due === today).slice(0, DUE_LIST_LIMIT),
    overdue: byDue.filter((step) => step.due < today).slice(0, DUE_LIST_LIMIT),
  }
}

/** The people whose next step is due today or overdue, by the business's (Melbourne) calendar. */
export function createNextStepsDue({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async list(): Promise<StepsDue> {
      const today = melbourneDay(now())
      const dueOn = (when: SQL) =>
        db
          .select({ personId: people.id, name: people.name, email: people.email, nextStep: people.nextStep, due: people.nextStepDue })
          .from(people)
          .where(when)
          .orderBy(asc(people.nextStepDue), asc(people.id))
          .limit(DUE_LIST_LIMIT)
      const [dueToday, overdue] = await Promise.all([dueOn(eq(people.nextStepDue, today)), dueOn(lt(people.nextStepDue, today))])
      return splitStepsDue(
        [...dueToday, ...overdue].map((row) => ({ ...row, due: row.due! })),
        today,
      )
    },
  }
}

export type NextStepsDue = ReturnType<typeof createNextStepsDue>
