import type { LeadOverview } from '../../../contract/lead-overview.ts'
import type { Database } from '../../db/client.ts'
import { createLeadSources } from './lead-sources.ts'
import { createNextStepsDue } from './next-steps-due.ts'

/** The dashboard's overview above its tabs: next steps due today and overdue, and the leads by source. */
export function createLeadOverview({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const steps = createNextStepsDue({ db, now })
  const sources = createLeadSources({ db, now })
  return {
    async read(): Promise<LeadOverview> {
      const [due, table] = await Promise.all([steps.list(), sources.table()])
      return { steps: due, sources: table }
    },
  }
}

export type LeadOverviewService = ReturnType<typeof createLeadOverview>
