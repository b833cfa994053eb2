import { asc, desc, isNotNull } from 'drizzle-orm'
import type { AdminConversation } from '../../../contract/admin-chat.ts'
import type { LeadQuality } from '../../../contract/chat.ts'
import type { Database } from '../../db/client.ts'
import { bookings, chatConversations } from '../../db/schema/leads.ts'

/** The admin's read of chat conversations (the Chat Leads tab), newest first. */
export function createConversationList({ db }: { db: Database }) {
  return {
    async newestFirst(): Promise<AdminConversation[]> {
      const [rows, booked] = await Promise.all([
        db.select().from(chatConversations).orderBy(desc(chatConversations.createdAt), desc(chatConversations.id)),
        db
          .select({ id: bookings.id, date: bookings.date, time: bookings.time, status: bookings.status, conversationId: bookings.conversationId })
          .from(bookings)
          .where(isNotNull(bookings.conversationId))
          .orderBy(asc(bookings.id)),
      ])
      const bookingsOf = new Map<number, AdminConversation['bookings']>()
      for (const { conversationId, ...booking } of booked) bookingsOf.set(conversationId!, [...(bookingsOf.get(conversationId!) ?? []), booking])
      return rows.map((row) => ({
        id: row.id,
        sessionId: row.sessionId,
        // The booking conversation's state stays on the server.
        messages: row.messages.map(({ role, content, timestamp }) => ({ role, content, timestamp })),
        leadData: row.leadData,
        // The table's check allows only these three.
        leadQuality: row.leadQuality as LeadQuality,
        summary: row.summary,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        bookings: bookingsOf.get(row.id) ?? [],
        personId: row.personId,
      }))
    },
  }
}

export type ConversationList = ReturnType<typeof createConversationList>
