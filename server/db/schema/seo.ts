import { index, integer, jsonb, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core'
import type { SeoAnalysis } from '../../../contract/seo.ts'
import { users } from './auth.ts'

/** Each SEO analysis an admin ran, newest last; the dashboard shows the latest (the spec's cached analysis). */
export const seoAnalyses = pgTable(
  'seo_analyses',
  {
    id: serial().primaryKey(),
    overallScore: smallint().notNull(),
    result: jsonb().$type<SeoAnalysis>().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seo_analyses_created_idx').on(t.createdAt)],
)
