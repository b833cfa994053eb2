import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { LEAD_DOORS, type LeadDoor, type LeadSource, PEOPLE_PAGE_SIZE, type PersonList, type PersonListQuery, type PersonStage, type PersonSummary } from '../../../contract/people.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { people } from '../../db/schema/people.ts'
import { containsPattern, phoneSearchDigits } from './people-rules.ts'

type Reader = Database | Transaction

// Drizzle writes a column of a one-table select without its table name, which inside a subquery would name the
// subquery's own table; these correlated subqueries therefore spell every column with its table.

/**
 * When anything last happened with a person: the newest of their inquiries, bookings (made or changed), chat
 * conversations, the owner's activities on them, and their own record's start (greatest() skips the nulls).
 */
const lastActivityAt = sql<Date>`greatest(
  "people"."created_at",
  (select max("ci"."created_at") from "contact_inquiries" as "ci" where "ci"."person_id" = "people"."id"),
  (select max(greatest("b"."created_at", "b"."updated_at")) from "bookings" as "b" where "b"."person_id" = "people"."id"),
  (select max("cc"."updated_at") from "chat_conversations" as "cc" where "cc"."person_id" = "people"."id"),
  (select max("pa"."created_at") from "person_activities" as "pa" where "pa"."person_id" = "people"."id")
)`.mapWith((value: unknown) => new Date(value as string))

/** The lead_source of their most recent inquiry or chat that recorded one. */
const latestSource = sql<LeadSource | string | null>`(select "source" from (
  select "ci"."lead_source" as "source", "ci"."created_at" as "at" from "contact_inquiries" as "ci"
    where "ci"."person_id" = "people"."id" and "ci"."lead_source" is not null
  union all
  select "cc"."lead_source", "cc"."created_at" from "chat_conversations" as "cc"
    where "cc"."person_id" = "people"."id" and "cc"."lead_source" is not null
) as "sources" order by "at" desc limit 1)`

/** The doors they came by: their inquiries' own sources, plus booking and chat when they booked or chatted. */
const doorsUsed = sql<string[] | string>`array(
  select "ci"."source" from "contact_inquiries" as "ci" where "ci"."person_id" = "people"."id"
  union select 'booking' where exists (select 1 from "bookings" as "b" where "b"."person_id" = "people"."id")
  union select 'chat' where exists (select 1 from "chat_conversations" as "cc" where "cc"."person_id" = "people"."id")
)`

const summaryColumns = { person: people, lastActivityAt, source: latestSource, doors: doorsUsed }

type SummaryRow = { person: typeof people.$inferSelect; lastActivityAt: Date; source: LeadSource | string | null; doors: string[] | string }

/** What the People list filters by: a stage, and a search over name, email, phone and company. */
function filterOf({ q, stage }: Pick<PersonListQuery, 'q' | 'stage'>): SQL | undefined {
  const conditions: SQL[] = []
  if (stage) conditions.push(eq(people.stage, stage))
  if (q) {
    const pattern = containsPattern(q)
    const phoneDigits = phoneSearchDigits(q).map((digits) => sql`regexp_replace(coalesce(${people.phone}, ''), '\\D', '', 'g') like ${containsPattern(digits)}`)
    conditions.push(or(ilike(people.name, pattern), ilike(people.email, pattern), ilike(people.phone, pattern), ilike(people.company, pattern), ...phoneDigits)!)
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** People by last activity, newest first: one page of the list, or (`limit` null) every match for the CSV export. */
export async function listPeople(db: Reader, query: PersonListQuery, limit: number | null = PEOPLE_PAGE_SIZE): Promise<PersonList> {
  const where = filterOf(query)
  const base = db
    .select(summaryColumns)
    .from(people)
    .where(where)
    .orderBy(desc(lastActivityAt), desc(people.id))
  const rows = limit === null ? await base : await base.limit(limit).offset(query.offset)
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(people).where(where)
  return { people: rows.map(toSummary), total: counted?.total ?? 0, offset: limit === null ? 0 : query.offset, limit: limit ?? rows.length }
}

/** One person's list entry, or undefined when there is no such person. */
export async function findPersonSummary(db: Reader, id: number): Promise<PersonSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(people).where(eq(people.id, id))
  return row ? toSummary(row) : undefined
}

/** Several people's list entries, by id. */
export async function personSummaries(db: Reader, ids: readonly number[]): Promise<PersonSummary[]> {
  if (ids.length === 0) return []
  return (await db.select(summaryColumns).from(people).where(inArray(people.id, [...ids]))).map(toSummary)
}

function toSummary(row: SummaryRow): PersonSummary {
  const { person } = row
  const doors = parseArray(row.doors)
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    company: person.company,
    stage: person.stage as PersonStage,
    nextStep: person.nextStep,
    nextStepDue: person.nextStepDue,
    source: parseJson(row.source),
    doors: LEAD_DOORS.filter((door): door is LeadDoor => doors.includes(door)),
    lastActivityAt: new Date(row.lastActivityAt).toISOString(),
    createdAt: person.createdAt.toISOString(),
  }
}

// node-postgres parses a text[] into an array; PGlite, in a raw sql column, may hand over its '{a,b}' literal.
function parseArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value
  if (!value) return []
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((item) => item.replace(/^"|"$/g, ''))
}

// A jsonb in a raw sql column arrives parsed from both drivers; a string is parsed here in case one does not.
function parseJson(value: LeadSource | string | null): LeadSource | null {
  if (typeof value === 'string') return JSON.parse(value) as LeadSource
  return value ?? null
}
