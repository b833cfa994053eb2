import { and, eq, isNotNull, or, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { ChatMessage, LeadData, LeadQuality } from '../../../contract/chat.ts'
import type { LeadSource } from '../../../contract/people.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { chatConversations } from '../../db/schema/leads.ts'
import { people } from '../../db/schema/people.ts'
import { businessAddress } from '../leads/inquiries.ts'
import { enqueueMessages } from '../notify/outbox.ts'
import { nextStepSet } from '../people/next-step.ts'
import type { OpsEvents } from '../ops/ops-events.ts'
import { summarizeConversation } from './conversation-summary.ts'
import { extractLead, mergeLead, prepareLeadExtraction } from './lead-extraction.ts'
import { scoreLead } from './lead-scoring.ts'

/** Visitor messages one conversation may hold; past it the visitor is pointed to a call or the contact form. */
export const MAX_VISITOR_MESSAGES = 100
/** How much of the conversation the business's email quotes. */
const TRANSCRIPT_MESSAGES_IN_EMAIL = 30
/** The next step set on a person who asked for a person in the chat. */
const CALL_BACK_STEP = 'Call back: asked to talk to a person in the chat'
/** Memory for conversations as this instance last wrote them (their messages' text, counted in UTF-16 units). */
const WRITTEN_CONVERSATIONS_SIZE = 8_000_000

export type LeadContext = { lead: LeadData; quality: LeadQuality }
/** The business's own addresses and numbers, which are never the visitor's. */
export type OwnContacts = { emails: readonly string[]; phones: readonly string[] }

/** The conversation as the visitor's message left it, for writing the reply without reading it again. */
export type StoredConversation = { messages: ChatMessage[]; leadData: LeadData; notified: boolean }

/** The visitor's message and the reply written for it, both stored. */
export type Exchange = LeadContext & { reply: ChatMessage }
/**
 * Writes the reply to a visitor's message from the conversation before it and the lead so far; `undefined`
 * when the reply must wait until the visitor's message is stored (it acts on the stored conversation, e.g. books).
 */
export type Answer = (turn: { history: ChatMessage[]; lead: LeadData }) => Promise<ChatMessage | undefined>

export type VisitorMessageOutcome =
  | { ok: true; history: ChatMessage[]; lead: LeadData; stored: StoredConversation }
  | { ok: false; reason: 'full' }

/**
 * Chat conversations: every message stored as it happens, the lead re-read from the whole
 * conversation after each reply, and the business told once when it first becomes high quality.
 * A row lock orders concurrent messages of one session; a write made on what this instance last
 * saw of a conversation applies only while the conversation is still as it saw it.
 */
export function createConversationStore({
  db,
  notifyEmail,
  events,
}: {
  db: Database
  notifyEmail?: string
  /** Told when a conversation becomes a lead (the business's email about it is queued), once that committed. */
  events?: OpsEvents
}) {
  // The statements of every chat message, prepared once: Drizzle builds their SQL here and not per message, and
  // PostgreSQL plans each once per connection.
  const placeholder = sql.placeholder

  /**
   * Starts the conversation or appends to it under the row lock the upsert takes, unless it already holds
   * its limit of visitor messages (then nothing is written or returned).
   */
  const visitorMessages = sql`(select count(*) from jsonb_array_elements(${chatConversations.messages}) as stored where stored->>'role' = 'user')`
  const appendVisitorMessage = db
    .insert(chatConversations)
    .values({ sessionId: placeholder('sessionId'), messages: placeholder('messages'), leadSource: sql`${placeholder('leadSource')}::jsonb` })
    .onConflictDoUpdate({
      target: chatConversations.sessionId,
      set: { messages: sql`${chatConversations.messages} || excluded.messages`, updatedAt: sql`now()` },
      setWhere: sql`${visitorMessages} < ${MAX_VISITOR_MESSAGES}`,
    })
    .returning({ messages: chatConversations.messages, leadData: chatConversations.leadData, notifiedAt: chatConversations.notifiedAt })
    .prepare('chat_append_visitor_message')

  /**
   * Appends messages (a reply, or a visitor's message with its reply) with the lead they leave, if the
   * conversation still has `length` messages and they do not make it a lead the business must first be told about.
   */
  const appendIfUnchanged = db
    .update(chatConversations)
    .set({
      messages: sql`${chatConversations.messages} || ${placeholder('appended')}::jsonb`,
      leadData: placeholder('leadData'),
      leadQuality: sql`${placeholder('quality')}`,
      summary: sql`${placeholder('summary')}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(chatConversations.sessionId, placeholder('sessionId')),
        sql`jsonb_array_length(${chatConversations.messages}) = ${placeholder('length')}`,
        or(isNotNull(chatConversations.notifiedAt), sql`${placeholder('quality')} <> 'high'`),
      ),
    )
    .returning({ id: chatConversations.id })
    .prepare('chat_append_if_unchanged')

  /** Starts a conversation with its first messages, unless one with this session id exists. */
  const startIfNew = db
    .insert(chatConversations)
    .values({
      sessionId: placeholder('sessionId'),
      messages: placeholder('messages'),
      leadData: placeholder('leadData'),
      leadQuality: sql`${placeholder('quality')}`,
      summary: sql`${placeholder('summary')}`,
      leadSource: sql`${placeholder('leadSource')}::jsonb`,
    })
    .onConflictDoNothing({ target: chatConversations.sessionId })
    .returning({ id: chatConversations.id })
    .prepare('chat_start_if_new')

  /**
   * Conversations as this instance last wrote them, so the next message of one can be answered and stored
   * without reading it first. Another instance may have written since: every write made on this memory is
   * guarded by the conversation's length and falls back to reading when the guard fails.
   */
  const written = new LRUCache<string, StoredConversation>({
    maxSize: WRITTEN_CONVERSATIONS_SIZE,
    sizeCalculation: (conversation) => conversation.messages.reduce((size, message) => size + message.content.length, 1),
  })
  const remember = (sessionId: string, conversation: StoredConversation) => {
    written.set(sessionId, conversation)
    return conversation
  }

  /**
   * A visitor asked for a person: the business hears of it at once, with the conversation, and a person the chat is
   * linked to gets a next step to call them back on the day due (the owner's next steps, issue 20).
   */
  async function handOver(tx: Transaction, handover: { conversationId: number; sessionId: string; personId: number | null; lead: LeadData; quality: string; summary: string; messages: ChatMessage[]; due: string }) {
    const { conversationId, sessionId, personId, lead, quality, summary, messages, due } = handover
    await enqueueMessages(tx, [
      {
        kind: 'chat.business',
        recipient: await businessAddress(tx, notifyEmail),
        subject: `Wants to talk to a person: ${lead.name ?? lead.phone ?? lead.email ?? 'website visitor'}`,
        payload: { conversationId, sessionId, lead, quality, summary, transcript: messages.slice(-TRANSCRIPT_MESSAGES_IN_EMAIL), reason: 'person', due },
      },
    ])
    if (personId === null) return
    await tx.update(people).set(await nextStepSet(tx, personId, { text: CALL_BACK_STEP, due }, null)).where(eq(people.id, personId))
  }

  return {
    /** The conversation's row id (bookings made in the chat point to it). */
    async conversationId(sessionId: string): Promise<number | undefined> {
      const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.sessionId, sessionId))
      return row?.id
    },

    async messages(sessionId: string): Promise<ChatMessage[] | undefined> {
      const [row] = await db.select({ messages: chatConversations.messages }).from(chatConversations).where(eq(chatConversations.sessionId, sessionId))
      return row?.messages
    },

    /**
     * Stores the visitor's message (starting the conversation on the first one) and answers with the
     * messages before it and the lead so far, including anything this message gave away.
     */
    async addVisitorMessage(sessionId: string, message: ChatMessage, own: OwnContacts, leadSource?: LeadSource): Promise<VisitorMessageOutcome> {
      await prepareLeadExtraction()
      const [row] = await appendVisitorMessage.execute({ sessionId, messages: [message], leadSource: sourceParameter(leadSource) })
      if (!row) return { ok: false, reason: 'full' }
      const lead = extractLead(row.messages, { known: row.leadData, exclude: own })
      const stored = remember(sessionId, { messages: row.messages, leadData: row.leadData, notified: row.notifiedAt !== null })
      return { ok: true, history: row.messages.slice(0, -1), lead, stored }
    },

    /**
     * The visitor's message and its reply (written by `answer`) stored together in one statement, when this
     * instance knows the conversation as it stands: it wrote the conversation last, or the conversation is new.
     * `undefined`, with nothing stored, when it does not (the conversation was written elsewhere or forgotten,
     * is full, or this exchange makes it a lead the business must be told about): the caller then stores the
     * message and the reply one after the other.
     */
    async addExchange(sessionId: string, message: ChatMessage, own: OwnContacts, answer: Answer, leadSource?: LeadSource): Promise<Exchange | undefined> {
      await prepareLeadExtraction()
      const known = written.get(sessionId) ?? { messages: [], leadData: {}, notified: false }
      if (known.messages.filter((stored) => stored.role === 'user').length >= MAX_VISITOR_MESSAGES) return undefined
      const reply = await answer({ history: known.messages, lead: extractLead([...known.messages, message], { known: known.leadData, exclude: own }) })
      if (!reply) return undefined
      const messages = [...known.messages, message, reply]
      const lead = extractLead(messages, { known: known.leadData, exclude: own })
      const quality = scoreLead(lead, messages)
      // A lead to announce, or a visitor asking for a person, is written under a lock with its email.
      if ((quality === 'high' && !known.notified) || reply.handover) return undefined
      const summary = summarizeConversation(messages, lead, quality)
      const stored =
        known.messages.length === 0
          ? await startIfNew.execute({ sessionId, messages, leadData: lead, quality, summary, leadSource: sourceParameter(leadSource) })
          : await appendIfUnchanged.execute({ sessionId, appended: JSON.stringify([message, reply]), leadData: lead, quality, summary, length: known.messages.length })
      if (stored.length === 0) {
        written.delete(sessionId)
        return undefined
      }
      remember(sessionId, { messages, leadData: lead, notified: known.notified })
      return { reply, lead, quality }
    },

    /**
     * Stores the assistant's reply with the lead read from the whole conversation (plus what an AI
     * tool call saved), its quality and a summary; the first time it is high quality, the business
     * gets an email in the same transaction.
     */
    async addAssistantReply(
      sessionId: string,
      reply: ChatMessage,
      { own, savedLead = {}, stored }: { own: OwnContacts; savedLead?: Partial<LeadData>; stored?: StoredConversation },
    ): Promise<LeadContext> {
      await prepareLeadExtraction()
      // Usually the conversation is as the visitor's message left it: one update, guarded by its length.
      // Otherwise (another message of the session came in between, or the lead just became worth an
      // email) the row is read again under a lock.
      if (stored) {
        const messages = [...stored.messages, reply]
        const lead = extractLead(messages, { known: mergeLead(stored.leadData, savedLead), exclude: own })
        const quality = scoreLead(lead, messages)
        if (!reply.handover && (quality !== 'high' || stored.notified)) {
          const updated = await appendIfUnchanged.execute({
            sessionId,
            appended: JSON.stringify([reply]),
            leadData: lead,
            quality,
            summary: summarizeConversation(messages, lead, quality),
            length: stored.messages.length,
          })
          if (updated.length > 0) {
            remember(sessionId, { messages, leadData: lead, notified: stored.notified })
            return { lead, quality }
          }
        }
      }
      written.delete(sessionId)
      const { conversation, becameLead, ...context } = await db.transaction(async (tx) => {
        const row = await lockOrCreate(tx, sessionId)
        const messages = [...row.messages, reply]
        const lead = extractLead(messages, { known: mergeLead(row.leadData, savedLead), exclude: own })
        const quality = scoreLead(lead, messages)
        const summary = summarizeConversation(messages, lead, quality)
        const notifyNow = quality === 'high' && row.notifiedAt === null
        const [updated] = await tx
          .update(chatConversations)
          .set({ messages, leadData: lead, leadQuality: quality, summary, updatedAt: new Date(), ...(notifyNow ? { notifiedAt: new Date() } : {}) })
          .where(eq(chatConversations.id, row.id))
          .returning({ personId: chatConversations.personId })
        if (reply.handover) await handOver(tx, { conversationId: row.id, sessionId, personId: updated?.personId ?? null, lead, quality, summary, messages, due: reply.handover.due })
        // A booking made in the chat is announced by the booking's own email: the lead it makes needs no second one.
        if (notifyNow && !reply.booked) {
          await enqueueMessages(tx, [
            {
              kind: 'chat.business',
              recipient: await businessAddress(tx, notifyEmail),
              subject: `New chat lead: ${lead.name ?? lead.email ?? lead.phone ?? 'website visitor'}${lead.interest ? `, ${lead.interest}` : ''}`,
              payload: { conversationId: row.id, sessionId, lead, quality, summary, transcript: messages.slice(-TRANSCRIPT_MESSAGES_IN_EMAIL) },
            },
          ])
        }
        return { lead, quality, becameLead: notifyNow, conversation: { messages, leadData: lead, notified: notifyNow || row.notifiedAt !== null } }
      })
      if (becameLead) events?.emit('leadCreated', { kind: 'chat', at: new Date() })
      remember(sessionId, conversation)
      return context
    },
  }
}

export type ConversationStore = ReturnType<typeof createConversationStore>

/**
 * Where the visit came from, as the insert that starts a conversation takes it (issue 20): set with its first
 * message, in the same statement, and never changed by the messages after it.
 */
function sourceParameter(leadSource: LeadSource | undefined): string | null {
  return leadSource ? JSON.stringify(leadSource) : null
}

async function lockOrCreate(tx: Transaction, sessionId: string) {
  await tx.insert(chatConversations).values({ sessionId }).onConflictDoNothing({ target: chatConversations.sessionId })
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId)).for('update')
  if (!row) throw new Error(`Chat conversation ${sessionId} could not be stored`)
  return row
}
