import type { ChatMessage, ChatReply, ChatRequest, LeadData } from '../../../contract/chat.ts'
import type { Logger } from '../../logger.ts'
import type { BookAttempt, BookingDesk } from './booking-desk.ts'
import type { ConversationStore, StoredConversation } from './conversations.ts'
import { knowledgeIndex } from './knowledge-index.ts'
import { CONSULTATION, type ChatKnowledge, loadChatKnowledge, ownContacts } from './knowledge.ts'
import { languageModel } from './language-model.ts'
import { offlineReply } from './offline-assistant.ts'
import type { AiProvider } from './openai-provider.ts'
import { buildSystemPrompt } from './system-prompt.ts'

type Catalog = Parameters<typeof loadChatKnowledge>[0]

export type ChatTurn =
  | { sessionId: string; visitorMessage: ChatMessage; history: ChatMessage[]; lead: LeadData; knowledge: ChatKnowledge; stored: StoredConversation }
  /** Answered by the built-in assistant and stored with the visitor's message. */
  | { sessionId: string; answered: ChatReply }
export type StartOutcome = { ok: true; turn: ChatTurn } | { ok: false; reason: 'full' }

export type ChatServiceOptions = {
  conversations: ConversationStore
  catalog: Catalog
  ai?: AiProvider
  logger: Logger
  /** Content saves: the built-in assistant re-indexes after each, so the next visitor's answer follows it. */
  contentChanges?: { subscribe(listener: () => void): () => void }
  /** Lets the assistant offer free times and book the consultation in the conversation. */
  bookingDesk?: BookingDesk
  now?: () => Date
}

/**
 * One visitor message and its reply. The reply comes from the AI service when one is configured and
 * answers in time, otherwise from the built-in assistant, and is stored with the lead it reveals. A
 * message that waits for the AI service is stored first, so it survives whatever happens to the reply;
 * the built-in assistant's reply is usually stored with the message in one write (ADR 021).
 */
export function createChatService({
  conversations,
  catalog,
  ai,
  logger,
  contentChanges,
  bookingDesk,
  now = () => new Date(),
}: ChatServiceOptions) {
  /** The catalogue's knowledge, with the consultation's times of day as the booking rules offer them now. */
  // The same object while neither changes: the built-in assistant's search index is built once per knowledge object.
  let lastLive: { base: ChatKnowledge; times: string; knowledge: ChatKnowledge } | undefined
  async function liveKnowledge(): Promise<ChatKnowledge> {
    const [base, consultationTimes] = await Promise.all([loadChatKnowledge(catalog), bookingDesk?.consultationTimes()])
    if (!consultationTimes || consultationTimes.length === 0) return base
    const times = consultationTimes.join()
    if (lastLive?.base !== base || lastLive.times !== times) lastLive = { base, times, knowledge: { ...base, consultationTimes } }
    return lastLive.knowledge
  }

  /** The built-in assistant's reply: the booking conversation's next step when the message is part of one. */
  async function builtInReply({ sessionId, message, history, lead, knowledge, at, bookNow }: { sessionId: string; message: string; history: ChatMessage[]; lead: LeadData; knowledge: ChatKnowledge; at: Date; bookNow: boolean }): Promise<ChatMessage | undefined> {
    const timestamp = () => now().toISOString()
    const step = await bookingDesk?.step({ message, history, lead, minutes: CONSULTATION.minutes })
    if (step?.kind === 'book') {
      // Booking needs the visitor's yes stored first, and the conversation's id.
      if (!bookNow || !bookingDesk) return undefined
      const made = await bookingDesk.bookConfirmed(step.slot, step.details, await conversations.conversationId(sessionId), CONSULTATION.minutes)
      return { role: 'assistant', content: made.stored, timestamp: timestamp(), ...(made.state ? { booking: made.state } : {}), ...(made.text !== made.stored ? { shown: made.text } : {}) } as ChatMessage
    }
    if (step) return { role: 'assistant', content: step.text, timestamp: timestamp(), ...(step.state ? { booking: step.state } : {}) }
    return { role: 'assistant', content: await offlineReply({ message, history, lead, knowledge, now: at }), timestamp: timestamp() }
  }

  async function warm(): Promise<void> {
    const [model, knowledge] = await Promise.all([languageModel(), loadChatKnowledge(catalog)])
    knowledgeIndex(knowledge, model)
  }
  const warmInBackground = () => void warm().catch((error: unknown) => logger.warn({ err: error }, 'the built-in chat assistant could not be prepared in advance'))
  contentChanges?.subscribe(warmInBackground)

  return {
    /**
     * Trains the built-in assistant's language model and indexes the live content, so the first
     * visitor does not wait for either. The server starts it once it is serving (main.ts), and it runs
     * again after every content change; a message that comes first trains and indexes on demand.
     */
    warm,
    warmInBackground,

    async history(sessionId: string): Promise<ChatMessage[] | undefined> {
      // The booking conversation's state stays on the server.
      return (await conversations.messages(sessionId))?.map(({ role, content, timestamp }) => ({ role, content, timestamp }))
    },

    /**
     * Stores the visitor's message; refused when the conversation is full. Without an AI service the
     * built-in assistant answers at once, and its reply is usually stored with the message in one write.
     */
    async start({ sessionId, message }: ChatRequest): Promise<StartOutcome> {
      const knowledge = await liveKnowledge()
      const visitorMessage: ChatMessage = { role: 'user', content: message, timestamp: now().toISOString() }
      if (!ai) {
        const exchange = await conversations
          .addExchange(sessionId, visitorMessage, ownContacts(knowledge.settings), ({ history, lead }) =>
            builtInReply({ sessionId, message, history, lead, knowledge, at: now(), bookNow: false }),
          )
          .catch((error: unknown) => logger.warn({ err: error, sessionId }, 'storing the message with its reply failed; storing them one after the other'))
        if (exchange) return { ok: true, turn: { sessionId, answered: { response: exchange.reply.content } } }
      }
      const stored = await conversations.addVisitorMessage(sessionId, visitorMessage, ownContacts(knowledge.settings))
      if (!stored.ok) return stored
      return { ok: true, turn: { sessionId, visitorMessage, history: stored.history, lead: stored.lead, knowledge, stored: stored.stored } }
    },

    /** Writes the reply (streamed through `onDelta` when the AI service streams) and stores it. */
    async reply(turn: ChatTurn, { onDelta }: { onDelta?: (text: string) => void } = {}): Promise<ChatReply> {
      if ('answered' in turn) return turn.answered
      const { knowledge } = turn
      const at = now()
      let reply: ChatMessage | undefined
      let shown: string | undefined
      let savedLead: Partial<LeadData> = {}
      let booked: (BookAttempt & { ok: true }) | undefined
      if (ai) {
        try {
          const tools = bookingDesk?.aiTools({
            conversationId: () => conversations.conversationId(turn.sessionId),
            history: turn.history,
            message: turn.visitorMessage.content,
            onBooked: (attempt) => (booked = attempt),
          })
          const answer = await ai.reply({ systemPrompt: buildSystemPrompt(knowledge, at, { canBook: tools !== undefined }), history: turn.history, message: turn.visitorMessage.content, onDelta, tools })
          savedLead = answer.savedLead
          reply = { role: 'assistant', content: answer.text, timestamp: now().toISOString() }
        } catch (error) {
          logger.warn({ err: error, sessionId: turn.sessionId }, 'AI service failed; the built-in assistant answered')
        }
        // A booking the AI service made is confirmed by the server, with the manage link the model never sees.
        if (booked) {
          const made: BookAttempt & { ok: true } = booked
          const said = reply ? `${reply.content}\n\n` : ''
          if (reply) onDelta?.(`\n\n${made.confirmation}`)
          shown = `${said}${made.confirmation}`
          reply = { role: 'assistant', content: `${said}${made.storedConfirmation}`, timestamp: now().toISOString() }
        }
      }
      reply ??= await builtInReply({ sessionId: turn.sessionId, message: turn.visitorMessage.content, history: turn.history, lead: turn.lead, knowledge, at, bookNow: true })
      if (!reply) throw new Error('The built-in assistant wrote no reply')
      const { shown: shownByBuiltIn, ...stored } = reply as ChatMessage & { shown?: string }
      const response = shown ?? shownByBuiltIn ?? stored.content

      await conversations.addAssistantReply(turn.sessionId, stored, { own: ownContacts(knowledge.settings), savedLead, stored: turn.stored })
      return { response }
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>
