import { eq } from 'drizzle-orm'
import type { ChatMessage, LeadData, LeadQuality } from '../../../contract/chat.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { chatConversations } from '../../db/schema/leads.ts'
import { businessAddress } from '../leads/inquiries.ts'
import { enqueueMessages } from '../notify/outbox.ts'
import { summarizeConversation } from './conversation-summary.ts'
import { extractLead, mergeLead } from './lead-extraction.ts'
import { scoreLead } from './lead-scoring.ts'

/** Visitor messages one conversation may hold; past it the visitor is pointed to a call or the contact form. */
export const MAX_VISITOR_MESSAGES = 100
/** How much of the conversation the business's email quotes. */
const TRANSCRIPT_MESSAGES_IN_EMAIL = 30

export type LeadContext = { lead: LeadData; quality: LeadQuality }
/** The business's own addresses and numbers, which are never the visitor's. */
export type OwnContacts = { emails: readonly string[]; phones: readonly string[] }

export type VisitorMessageOutcome =
  | { ok: true; history: ChatMessage[]; lead: LeadData }
  | { ok: false; reason: 'full' }

/**
 * Chat conversations: every message stored as it happens, the lead re-read from the whole
 * conversation after each reply, and the business told once when it first becomes high quality.
 * A row lock orders concurrent messages of one session.
 */
export function createConversationStore({ db, notifyEmail }: { db: Database; notifyEmail?: string }) {
  return {
    async messages(sessionId: string): Promise<ChatMessage[] | undefined> {
      const [row] = await db.select({ messages: chatConversations.messages }).from(chatConversations).where(eq(chatConversations.sessionId, sessionId))
      return row?.messages
    },

    /**
     * Stores the visitor's message (starting the conversation on the first one) and answers with the
     * messages before it and the lead so far, including anything this message gave away.
     */
    addVisitorMessage(sessionId: string, message: ChatMessage, own: OwnContacts): Promise<VisitorMessageOutcome> {
      return db.transaction(async (tx) => {
        const row = await lockOrCreate(tx, sessionId)
        if (row.messages.filter((stored) => stored.role === 'user').length >= MAX_VISITOR_MESSAGES) return { ok: false, reason: 'full' } as const
        const messages = [...row.messages, message]
        const lead = extractLead(messages, { known: row.leadData, exclude: own })
        await tx.update(chatConversations).set({ messages, updatedAt: new Date() }).where(eq(chatConversations.id, row.id))
        return { ok: true, history: row.messages, lead } as const
      })
    },

    /**
     * Stores the assistant's reply with the lead read from the whole conversation (plus what an AI
     * tool call saved), its quality and a summary; the first time it is high quality, the business
     * gets an email in the same transaction.
     */
    addAssistantReply(sessionId: string, reply: ChatMessage, { own, savedLead = {} }: { own: OwnContacts; savedLead?: Partial<LeadData> }): Promise<LeadContext> {
      return db.transaction(async (tx) => {
        const row = await lockOrCreate(tx, sessionId)
        const messages = [...row.messages, reply]
        const lead = extractLead(messages, { known: mergeLead(row.leadData, savedLead), exclude: own })
        const quality = scoreLead(lead)
        const summary = summarizeConversation(messages, lead, quality)
        const notifyNow = quality === 'high' && row.notifiedAt === null
        await tx
          .update(chatConversations)
          .set({ messages, leadData: lead, leadQuality: quality, summary, updatedAt: new Date(), ...(notifyNow ? { notifiedAt: new Date() } : {}) })
          .where(eq(chatConversations.id, row.id))
        if (notifyNow) {
          await enqueueMessages(tx, [
            {
              kind: 'chat.business',
              recipient: await businessAddress(tx, notifyEmail),
              subject: `New chat lead: ${lead.name ?? lead.email ?? lead.phone ?? 'website visitor'}${lead.interest ? `, ${lead.interest}` : ''}`,
              payload: { conversationId: row.id, sessionId, lead, quality, summary, transcript: messages.slice(-TRANSCRIPT_MESSAGES_IN_EMAIL) },
            },
          ])
        }
        return { lead, quality }
      })
    },
  }
}

export type ConversationStore = ReturnType<typeof createConversationStore>

async function lockOrCreate(tx: Transaction, sessionId: string) {
  await tx.insert(chatConversations).values({ sessionId }).onConflictDoNothing({ target: chatConversations.sessionId })
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId)).for('update')
  if (!row) throw new Error(`Chat conversation ${sessionId} could not be stored`)
  return row
}
