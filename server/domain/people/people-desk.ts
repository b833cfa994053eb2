import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PersonDetail, PersonList, PersonListQuery, PersonStage, PersonSummary, PersonUpdate } from '../../../contract/people.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { bookings, chatConversations, contactInquiries } from '../../db/schema/leads.ts'
import { people, personActivities, personEmailAliases } from '../../db/schema/people.ts'
import { type AuditActor, recordAudit } from '../admin/audit.ts'
import { findPersonSummary, listPeople } from './people-directory.ts'
import { OPEN_INQUIRY_STATUSES } from './people-rules.ts'
import { emailKeysOf, personTimeline, phoneMatches } from './person-timeline.ts'
import { nextStepSet } from './next-step.ts'

type PersonRow = typeof people.$inferSelect

export type MergeOutcome = { kind: 'merged'; person: PersonDetail } | { kind: 'not-found'; id: number } | { kind: 'same-person' }

/**
 * The owner's People desk (issue 20): the directory, one person with their timeline, and the owner's actions on
 * a person. Each action, its person_activities row and its audit row (entity 'people') commit together.
 */
export function createPeopleDesk({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  async function detail(reader: Database | Transaction, id: number): Promise<PersonDetail | undefined> {
    const [row] = await reader.select().from(people).where(eq(people.id, id))
    const person = row && (await findPersonSummary(reader, id))
    if (!row || !person) return undefined
    const emailKeys = await emailKeysOf(reader, row)
    // In turn, not together: the reader may be a transaction, whose connection runs one query at a time.
    const timeline = await personTimeline(reader, id, emailKeys, now())
    const matches = await phoneMatches(reader, row)
    return { person, aliases: emailKeys.slice(1), phoneMatches: matches, timeline }
  }

  return {
    list: (query: PersonListQuery): Promise<PersonList> => listPeople(db, query),

    /** Every match of the filters, for the CSV export. */
    async everyMatch(query: PersonListQuery): Promise<PersonSummary[]> {
      return (await listPeople(db, query, null)).people
    },

    find: (id: number): Promise<PersonDetail | undefined> => detail(db, id),

    /** Edits details, moves the stage (and the person's open inquiries with it), sets or clears the next step. */
    async update(actor: AuditActor, id: number, change: PersonUpdate): Promise<PersonDetail | undefined> {
      return db.transaction(async (tx) => {
        const before = await lockPerson(tx, id)
        if (!before) return undefined
        const activity = { personId: id, actorEmail: actor.email }
        const fields: Partial<typeof people.$inferInsert> = {}
        for (const key of ['name', 'phone', 'company'] as const) if (change[key] !== undefined && change[key] !== before[key]) fields[key] = change[key]
        let movedInquiries: number[] = []
        if (change.stage && change.stage !== before.stage) {
          fields.stage = change.stage
          await tx.insert(personActivities).values({ ...activity, kind: 'stage', fromStage: before.stage, toStage: change.stage })
          movedInquiries = await moveOpenInquiries(tx, id, change.stage)
        }
        if (change.nextStep !== undefined) {
          const text = change.nextStep?.text ?? null
          const due = change.nextStep?.due ?? null
          if (text !== before.nextStep || due !== before.nextStepDue) Object.assign(fields, await nextStepSet(tx, id, { text, due }, actor.email))
        }
        if (Object.keys(fields).length > 0) {
          const [after] = await tx.update(people).set(fields).where(eq(people.id, id)).returning()
          await recordAudit(tx, { actor, action: 'update', entity: 'people', entityId: id, before: auditShape(before), after: { ...auditShape(after!), movedInquiries } })
        }
        return detail(tx, id)
      })
    },

    async addNote(actor: AuditActor, id: number, text: string): Promise<PersonDetail | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockPerson(tx, id))) return undefined
        const [note] = await tx.insert(personActivities).values({ personId: id, kind: 'note', text, actorEmail: actor.email }).returning({ id: personActivities.id })
        await recordAudit(tx, { actor, action: 'update', entity: 'people', entityId: id, after: { note: { id: note!.id, text } } })
        return detail(tx, id)
      })
    },

    /**
     * Merges `otherId` into `id`: the other's leads and activities move here, its address (and any merged into it)
     * becomes an alias so later leads from it come here too, details this person lacks are taken from it, and the
     * other record is deleted.
     */
    async merge(actor: AuditActor, id: number, otherId: number): Promise<MergeOutcome> {
      if (id === otherId) return { kind: 'same-person' }
      return db.transaction(async (tx) => {
        // Locked in id order, so two merges of the same pair cannot wait on each other.
        const locked = await tx.select().from(people).where(inArray(people.id, [id, otherId])).orderBy(people.id).for('update')
        const kept = locked.find((row) => row.id === id)
        const other = locked.find((row) => row.id === otherId)
        if (!kept) return { kind: 'not-found', id }
        if (!other) return { kind: 'not-found', id: otherId }
        await tx.update(contactInquiries).set({ personId: id }).where(eq(contactInquiries.personId, otherId))
        await tx.update(bookings).set({ personId: id }).where(eq(bookings.personId, otherId))
        await tx.update(chatConversations).set({ personId: id }).where(eq(chatConversations.personId, otherId))
        await tx.update(personActivities).set({ personId: id }).where(eq(personActivities.personId, otherId))
        await tx.update(personEmailAliases).set({ personId: id }).where(eq(personEmailAliases.personId, otherId))
        await tx.delete(people).where(eq(people.id, otherId))
        // After the delete, so the other's address is free to become this person's alias.
        await tx.insert(personEmailAliases).values({ emailKey: other.emailKey, personId: id }).onConflictDoUpdate({ target: personEmailAliases.emailKey, set: { personId: id } })
        const [after] = await tx
          .update(people)
          .set({
            name: kept.name ?? other.name,
            phone: kept.phone ?? other.phone,
            company: kept.company ?? other.company,
            // The other's next step carries over when this person has none, so a merge loses no reminder.
            nextStep: kept.nextStep ?? other.nextStep,
            nextStepDue: kept.nextStep ? kept.nextStepDue : other.nextStepDue,
          })
          .where(eq(people.id, id))
          .returning()
        const label = other.name ? `${other.name} <${other.email}>` : other.email
        await tx.insert(personActivities).values({ personId: id, kind: 'merged', text: `Merged ${label} (#${other.id}) into this person`, actorEmail: actor.email })
        await recordAudit(tx, { actor, action: 'delete', entity: 'people', entityId: otherId, before: auditShape(other), after: { mergedInto: id } })
        await recordAudit(tx, { actor, action: 'update', entity: 'people', entityId: id, before: auditShape(kept), after: { ...auditShape(after!), merged: otherId } })
        return { kind: 'merged', person: (await detail(tx, id))! }
      })
    },
  }
}

export type PeopleDesk = ReturnType<typeof createPeopleDesk>

async function lockPerson(tx: Transaction, id: number): Promise<PersonRow | undefined> {
  const [row] = await tx.select().from(people).where(eq(people.id, id)).for('update')
  return row
}

/** Moves the person's open inquiries to the stage; decided (won, lost) and spam ones keep their status. */
async function moveOpenInquiries(tx: Transaction, personId: number, stage: PersonStage): Promise<number[]> {
  const moved = await tx
    .update(contactInquiries)
    .set({ status: stage })
    .where(and(eq(contactInquiries.personId, personId), inArray(contactInquiries.status, [...OPEN_INQUIRY_STATUSES]), sql`${contactInquiries.status} <> ${stage}`))
    .returning({ id: contactInquiries.id })
  return moved.map((row) => row.id).sort((a, b) => a - b)
}

function auditShape(row: PersonRow) {
  return { id: row.id, email: row.email, name: row.name, phone: row.phone, company: row.company, stage: row.stage, nextStep: row.nextStep, nextStepDue: row.nextStepDue }
}
