import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { PERSON_ACTIVITY_KINDS, PERSON_STAGES } from '../../../contract/people.ts'
import { createdAt, updatedAt } from './columns.ts'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * One record per person who reached out (issue 20, ADR 032). Inquiries, bookings and chat leads point to their
 * person through `person_id`; the database links them by the email address, trimmed and lower-cased
 * (`email_key`), in a trigger, so no door can forget to. A submission judged spam belongs to nobody.
 */
export const people = pgTable(
  'people',
  {
    id: serial().primaryKey(),
    // The address as first written; `emailKey` is what matches.
    email: varchar({ length: 320 }).notNull(),
    emailKey: varchar({ length: 320 })
      .notNull()
      .generatedAlwaysAs(sql`lower(btrim(email))`),
    name: varchar({ length: 255 }),
    phone: varchar({ length: 50 }),
    company: varchar({ length: 255 }),
    stage: varchar({ length: 20 }).notNull().default('new'),
    nextStep: text(),
    nextStepDue: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('people_email_key_unique').on(t.emailKey),
    check('people_stage_check', sql`${t.stage} in (${inList(PERSON_STAGES)})`),
    index('people_next_step_due_idx').on(t.nextStepDue),
  ],
)

/** What the owner did on a person: a note, a stage change, a next step set or cleared, another record merged in. */
export const personActivities = pgTable(
  'person_activities',
  {
    id: serial().primaryKey(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).notNull(),
    text: text(),
    fromStage: varchar({ length: 20 }),
    toStage: varchar({ length: 20 }),
    dueDate: date({ mode: 'string' }),
    actorEmail: varchar({ length: 320 }),
    createdAt: createdAt(),
  },
  (t) => [check('person_activities_kind_check', sql`${t.kind} in (${inList(PERSON_ACTIVITY_KINDS)})`), index('person_activities_person_idx').on(t.personId, t.createdAt)],
)

/**
 * The addresses of records the owner merged into a person (issue 20 item 1): a later lead from one of them
 * belongs to the person it was merged into, not to a new record.
 */
export const personEmailAliases = pgTable('person_email_aliases', {
  emailKey: varchar({ length: 320 }).primaryKey(),
  personId: integer()
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})
