import { type SQL, eq } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { AuditEntity } from '../../../contract/admin-content.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { type AuditActor, recordAudit } from './audit.ts'

export type FieldMessages = Record<string, string>

export type WriteOutcome<Shape> =
  | { kind: 'saved'; item: Shape }
  | { kind: 'not-found' }
  | { kind: 'invalid'; fields: FieldMessages }
  | { kind: 'conflict'; fields: FieldMessages }

/** A create never meets a missing row. */
export type CreateOutcome<Shape> = Exclude<WriteOutcome<Shape>, { kind: 'not-found' }>

export type DeleteOutcome = { kind: 'deleted' } | { kind: 'not-found' }

/** A rule the input breaks only against the database (a merged row, a missing reference); undoes the write. */
export class InputProblem extends Error {
  constructor(readonly fields: FieldMessages) {
    super(Object.values(fields).join('; '))
    this.name = 'InputProblem'
  }
}

/** A unique index and the field message to answer its refusal with (409). */
export type UniqueRule = { constraint: string; field: string; message: string }

type TableWithId = PgTable & { id: PgColumn }

/** How one admin collection maps between its API shapes and its table. */
export type CollectionRules<Table extends TableWithId, Shape, Create, Patch> = {
  entity: AuditEntity
  table: Table
  orderBy: (PgColumn | SQL)[]
  toShape(row: Table['$inferSelect']): Shape
  /** The row to insert for a valid create body (may look at the database, e.g. for a free slug). */
  insertValues(tx: Transaction, input: Create): Promise<Table['$inferInsert']> | Table['$inferInsert']
  /** The columns to change for a valid update body, knowing the stored row (cross-field rules). */
  updateValues(tx: Transaction, patch: Patch, current: Table['$inferSelect']): Promise<Partial<Table['$inferInsert']>> | Partial<Table['$inferInsert']>
  uniques?: UniqueRule[]
  /** Rows that belong to the change itself (the price history), written in its transaction once the row is stored. */
  afterCreate?(tx: Transaction, row: Table['$inferSelect'], input: Create): Promise<void>
  afterUpdate?(tx: Transaction, before: Table['$inferSelect'], after: Table['$inferSelect'], patch: Patch): Promise<void>
}

/**
 * List, create, update and delete for one admin collection. Each write, the rows its rules add to it
 * and its audit row (with the row before and after, in the API shape) commit together or not at all.
 */
export function createCollection<Table extends TableWithId, Shape, Create, Patch>(db: Database, rules: CollectionRules<Table, Shape, Create, Patch>) {
  const { table, entity } = rules
  type Row = Table['$inferSelect']

  async function findForUpdate(tx: Transaction, id: number): Promise<Row | undefined> {
    const [row] = (await tx.select().from(table as PgTable).where(eq(table.id, id)).for('update')) as Row[]
    return row
  }

  async function guarded<Result>(write: () => Promise<Result>): Promise<Result | Extract<CreateOutcome<Shape>, { kind: 'invalid' | 'conflict' }>> {
    try {
      return await write()
    } catch (error) {
      if (error instanceof InputProblem) return { kind: 'invalid', fields: error.fields }
      const unique = rules.uniques?.find((rule) => isUniqueViolation(error, rule.constraint))
      if (unique) return { kind: 'conflict', fields: { [unique.field]: unique.message } }
      throw error
    }
  }

  return {
    async list(): Promise<Shape[]> {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .orderBy(...rules.orderBy)) as Row[]
      return rows.map(rules.toShape)
    },

    create(actor: AuditActor, input: Create): Promise<CreateOutcome<Shape>> {
      return guarded(() =>
        db.transaction(async (tx) => {
          const values = await rules.insertValues(tx, input)
          const [row] = (await tx.insert(table).values(values).returning()) as Row[]
          if (!row) throw new Error(`The ${entity} row was not stored`)
          await rules.afterCreate?.(tx, row, input)
          const item = rules.toShape(row)
          await recordAudit(tx, { actor, action: 'create', entity, entityId: row.id as number, after: item })
          return { kind: 'saved' as const, item }
        }),
      )
    },

    update(actor: AuditActor, id: number, patch: Patch): Promise<WriteOutcome<Shape>> {
      return guarded(() =>
        db.transaction(async (tx) => {
          const current = await findForUpdate(tx, id)
          if (!current) return { kind: 'not-found' as const }
          const changes = await rules.updateValues(tx, patch, current)
          const [row] = (await tx
            .update(table)
            .set(changes as PgUpdateSetSource<Table>)
            .where(eq(table.id, id))
            .returning()) as Row[]
          if (!row) throw new Error(`The ${entity} row ${id} was not updated`)
          await rules.afterUpdate?.(tx, current, row, patch)
          const item = rules.toShape(row)
          await recordAudit(tx, { actor, action: 'update', entity, entityId: id, before: rules.toShape(current), after: item })
          return { kind: 'saved' as const, item }
        }),
      )
    },

    remove(actor: AuditActor, id: number): Promise<DeleteOutcome> {
      return db.transaction(async (tx) => {
        const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row[]
        if (!row) return { kind: 'not-found' as const }
        await recordAudit(tx, { actor, action: 'delete', entity, entityId: id, before: rules.toShape(row) })
        return { kind: 'deleted' as const }
      })
    },
  }
}


/** The changes of a PATCH body: only the fields it sent (undefined means 'not sent'). */
export function sentFields<Patch extends object>(patch: Patch): Partial<Patch> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<Patch>
}
