import { and, eq, sql } from 'drizzle-orm'
import { outbox } from '../../server/db/schema/leads.ts'
import type { TestApp } from './test-app.ts'

/**
 * The manage link's token of a booking, as its confirmation email carries it: the booking API never answers with
 * it, and the database keeps it only in that email's outbox row until the email is sent.
 */
export async function emailedToken(app: Pick<TestApp, 'database'>, bookingId: number): Promise<string> {
  const [row] = await app.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'booking.visitor'), sql`(${outbox.payload}->>'bookingId')::int = ${bookingId}`))
  const token = row?.payload.manageToken
  if (typeof token !== 'string') throw new Error(`No pending confirmation with a manage token for booking ${bookingId}`)
  return token
}
