import { desc } from 'drizzle-orm'
import type { AdminConversation } from '../../../contract/admin-chat.ts'
import type { LeadQuality } from '../../../contract/chat.ts'
import type { Database } from '../../db/client.ts'
import { chatConversations } from '../../db/schema/leads.ts'

/** The admin's read of chat conversations (the Chat Leads tab), newest first. */
export function createConversationList({ db }: { db: Database }) {
  return {
    async newestFirst(): Promise<AdminConversation[]> {
      const rows = await db.select().from(chatConversations).orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
      return rows.map((row) => ({
        id: row.id,
        sessionId: row.sessionId,
        messages: row.messages,
        leadData: row.leadData,
        // The table's check allows only these three.
        leadQuality: row.leadQuality as LeadQuality,
        summary: row.summary,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }))
    },
  }
}

export type ConversationList = ReturnType<typeof createConversationList>
