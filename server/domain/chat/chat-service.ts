import type { ChatBooking, ChatMessage, ChatReply, ChatRequest, LeadData } from '../../../contract/chat.ts'
import type { Logger } from '../../logger.ts'
import type { OpsEvents } from '../ops/ops-events.ts'
import type { BookAttempt, BookingDesk } from './booking-desk.ts'
import type { ConversationStore, StoredConversation } from './conversations.ts'
import { knowledgeIndex, questionTopic } from './knowledge-index.ts'
import { CONSULTATION, type ChatKnowledge, loadChatKnowledge, ownContacts } from './knowledge.ts'
import { languageModel } from './language-model.ts'
import { prepareLeadExtraction } from './lead-extraction.ts'
import { type Handover, offlineReply } from './offline-assistant.ts'
import type { AiProvider } from './openai-provider.ts'
import { slotChoice } from './chat-booking.ts'
import { replySources } from './reply-sources.ts'
import { siteKnowledgeBase } from './site-entries.ts'
import { buildSystemPrompt } from './system-prompt.ts'
import type { UnansweredQuestions } from './unanswered-questions.ts'

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
  /** Told of every reply: which assistant wrote it, and why the AI service's reply was replaced. */
  events?: OpsEvents
  /** Where the built-in assistant's unanswered questions go, for the owner to answer (the admin's inbox). */
  questions?: UnansweredQuestions
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
  events,
  questions,
  now = () => new Date(),
}: ChatServiceOptions) {
  // The same object while neither changes: the built-in assistant's search index is built once per knowledge object.
  let lastLive: { base: ChatKnowledge; times: string; knowledge: ChatKnowledge } | undefined
  /** The catalogue's knowledge, with the consultation's times of day as the booking rules offer them now. */
  async function liveKnowledge(): Promise<ChatKnowledge> {
    const [base, consultationTimes] = await Promise.all([loadChatKnowledge(catalog), bookingDesk?.consultationTimes()])
    if (!consultationTimes || consultationTimes.length === 0) return base
    const times = consultationTimes.join()
    if (lastLive?.base !== base || lastLive.times !== times) lastLive = { base, times, knowledge: { ...base, consultationTimes } }
    return lastLive.knowledge
  }

  /**
   * The built-in assistant's reply: the booking conversation's next step when the message is part of one.
   * `shown` is what the visitor reads, `message` what is stored (a confirmation's manage link only in the former);
   * undefined when the reply books and `bookNow` is false (the visitor's yes must be stored first).
   */
  async function builtInReply({ sessionId, message, history, lead, knowledge, at, bookNow }: { sessionId: string; message: string; history: ChatMessage[]; lead: LeadData; knowledge: ChatKnowledge; at: Date; bookNow: boolean }): Promise<{ message: ChatMessage; shown: string; booked?: ChatBooking; unanswered?: string } | undefined> {
    const reply = (content: string, booking?: ChatMessage['booking']): ChatMessage => ({ role: 'assistant', content, timestamp: now().toISOString(), ...(booking ? { booking } : {}) })
    const step = await bookingDesk?.step({ message, history, lead, minutes: CONSULTATION.minutes })
    if (step?.kind === 'book') {
      if (!bookNow || !bookingDesk) return undefined
      const made = await bookingDesk.bookConfirmed(step.slot, step.details, await conversations.conversationId(sessionId), CONSULTATION.minutes)
      return { message: { ...reply(made.stored, made.state), booked: true }, shown: made.text, booked: made.booked }
    }
    if (step) return { message: reply(step.text, step.state), shown: step.text }
    let unanswered: string | undefined
    let handover: Handover | undefined
    const content = await offlineReply({ message, history, lead, knowledge, now: at, onUnanswered: (question) => (unanswered = question), onHandover: (asked) => (handover = asked) })
    if (!handover) return { message: withSources(reply(content), knowledge), shown: content, unanswered }
    const asked = handover as Handover
    // Out of hours the visitor can also pick a time now: the next free times, as the booking conversation's first step.
    const offered = !asked.openNow && bookingDesk ? await bookingDesk.offerFreeTimes({ opening: `${content} Or pick a time for a free ${CONSULTATION.minutes}-minute phone call now.`, minutes: CONSULTATION.minutes }) : undefined
    const text = offered?.text ?? content
    return { message: { ...reply(text, offered?.state), handover: { due: asked.due } }, shown: text }
  }

  /** Files a question the built-in assistant could not answer in the owner's inbox; a failure costs the visitor nothing. */
  async function recordUnanswered(question: string | undefined): Promise<void> {
    if (!question || !questions) return
    try {
      const topic = questionTopic(question, await languageModel())
      if (topic) await questions.record(question, topic, now())
    } catch (error) {
      logger.warn({ err: error }, 'an unanswered chat question could not be filed')
    }
  }

  /**
   * The AI service's reply, with the booking tools; undefined when it fails (the built-in assistant answers). A booking
   * the model made is confirmed by the server below its reply, with the manage link the model never sees.
   */
  async function replyByAi(ai: AiProvider, turn: Extract<ChatTurn, { stored: unknown }>, at: Date, onDelta: ((text: string) => void) | undefined): Promise<{ message: ChatMessage; shown: string; savedLead: Partial<LeadData>; booked?: ChatBooking } | undefined> {
    const reply = (content: string): ChatMessage => withSources({ role: 'assistant', content, timestamp: now().toISOString() }, turn.knowledge)
    let booked: (BookAttempt & { ok: true }) | undefined
    let answer: { text: string; savedLead: Partial<LeadData> } | undefined
    let fallbackReason: string | undefined
    try {
      const tools = bookingDesk?.aiTools({
        conversationId: () => conversations.conversationId(turn.sessionId),
        history: turn.history,
        message: turn.visitorMessage.content,
        onBooked: (attempt) => (booked = attempt),
      })
      // The model answers from the same knowledge entries as the built-in assistant, those the same search finds first.
      const base = siteKnowledgeBase(turn.knowledge, await languageModel(), at)
      const lastReply = turn.history.findLast((entry) => entry.role === 'assistant')?.content
      const remembered = turn.history.filter((entry) => entry.role === 'user').flatMap((entry) => base.namedIn(entry.content))
      const entries = base.rankedFor(turn.visitorMessage.content, { about: lastReply ? base.subjectIn(lastReply) : undefined, remembered })
      answer = await ai.reply({ systemPrompt: buildSystemPrompt(turn.knowledge, at, { canBook: tools !== undefined, entries }), history: turn.history, message: turn.visitorMessage.content, onDelta, tools })
    } catch (error) {
      logger.warn({ err: error, sessionId: turn.sessionId }, 'AI service failed; the built-in assistant answered')
      fallbackReason = error instanceof Error ? error.message : String(error)
    }
    const made = booked as (BookAttempt & { ok: true }) | undefined
    if (!made && !answer) events?.emit('chatReply', { provider: 'built-in', fallback: { reason: fallbackReason ?? 'no reply' }, at: now() })
    else events?.emit('chatReply', { provider: 'ai', at: now() })
    if (!made) return answer && { message: reply(answer.text), shown: answer.text, savedLead: answer.savedLead }
    // Booked, even if the model failed afterwards: the visitor reads the confirmation either way.
    const said = answer ? `${answer.text}\n\n` : ''
    if (answer) onDelta?.(`\n\n${made.confirmation}`)
    return { message: { ...reply(`${said}${made.storedConfirmation}`), booked: true }, shown: `${said}${made.confirmation}`, savedLead: answer?.savedLead ?? {}, booked: made.booking }
  }

  async function warm(): Promise<void> {
    const [model, knowledge] = await Promise.all([languageModel(), loadChatKnowledge(catalog), prepareLeadExtraction()])
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
      return (await conversations.messages(sessionId))?.map(({ role, content, timestamp, sources }) => ({ role, content, timestamp, ...(sources ? { sources } : {}) }))
    },

    /**
     * Stores the visitor's message; refused when the conversation is full. Without an AI service the
     * built-in assistant answers at once, and its reply is usually stored with the message in one write.
     */
    async start({ sessionId, message, leadSource }: ChatRequest): Promise<StartOutcome> {
      const knowledge = await liveKnowledge()
      const visitorMessage: ChatMessage = { role: 'user', content: message, timestamp: now().toISOString() }
      if (!ai) {
        let unanswered: string | undefined
        const exchange = await conversations
          .addExchange(
            sessionId,
            visitorMessage,
            ownContacts(knowledge.settings),
            async ({ history, lead }) => {
              const built = await builtInReply({ sessionId, message, history, lead, knowledge, at: now(), bookNow: false })
              unanswered = built?.unanswered
              return built?.message
            },
            leadSource,
          )
          .catch((error: unknown) => logger.warn({ err: error, sessionId }, 'storing the message with its reply failed; storing them one after the other'))
        if (exchange) {
          await recordUnanswered(unanswered)
          events?.emit('chatReply', { provider: 'built-in', at: now() })
          return { ok: true, turn: { sessionId, answered: replyOf(exchange.reply.content, exchange.reply) } }
        }
      }
      const stored = await conversations.addVisitorMessage(sessionId, visitorMessage, ownContacts(knowledge.settings), leadSource)
      if (!stored.ok) return stored
      return { ok: true, turn: { sessionId, visitorMessage, history: stored.history, lead: stored.lead, knowledge, stored: stored.stored } }
    },

    /** Writes the reply (streamed through `onDelta` when the AI service streams) and stores it. */
    async reply(turn: ChatTurn, { onDelta }: { onDelta?: (text: string) => void } = {}): Promise<ChatReply> {
      if ('answered' in turn) return turn.answered
      const { knowledge } = turn
      const at = now()
      // Asking for a person is an action, not a question: the built-in assistant tells the team and says when they will call.
      const wantsPerson = ai !== undefined && (await languageModel()).understand(turn.visitorMessage.content).then((understood) => understood.intent === 'human')
      const byAi = ai && !(await wantsPerson) && (await replyByAi(ai, turn, at, onDelta))
      if (!ai) events?.emit('chatReply', { provider: 'built-in', at })
      const answer = byAi || (await builtInReply({ sessionId: turn.sessionId, message: turn.visitorMessage.content, history: turn.history, lead: turn.lead, knowledge, at, bookNow: true }))
      if (!answer) throw new Error('The built-in assistant wrote no reply')
      const { message, shown, savedLead, booked, unanswered } = { savedLead: {}, unanswered: undefined, ...answer }
      await conversations.addAssistantReply(turn.sessionId, message, { own: ownContacts(knowledge.settings), savedLead, stored: turn.stored })
      await recordUnanswered(unanswered)
      return { ...replyOf(shown, message), ...(booked ? { booking: booked } : {}) }
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>

/** The reply with the places on the site that state what it says, when it states any. */
function withSources(message: ChatMessage, knowledge: ChatKnowledge): ChatMessage {
  const sources = replySources(message.content, knowledge)
  return sources.length > 0 ? { ...message, sources } : message
}

/** What the visitor's browser gets of a stored reply: its text as shown, its sources, and the times it offers to tap. */
function replyOf(response: string, { sources, booking }: Pick<ChatMessage, 'sources' | 'booking'>): ChatReply {
  const choices = booking?.stage === 'choosing' ? booking.offered.map(slotChoice) : []
  return { response, ...(sources && sources.length > 0 ? { sources } : {}), ...(choices.length > 0 ? { choices } : {}) }
}
