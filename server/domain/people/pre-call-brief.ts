import { and, desc, eq, min, ne, or } from 'drizzle-orm'
import type { LeadQuality } from '../../../contract/chat.ts'
import type { PersonActivityKind, PersonStage } from '../../../contract/people.ts'
import type { BriefChat, PreCallBrief } from '../../../contract/pre-call-brief.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { bookings, chatConversations, contactInquiries } from '../../db/schema/leads.ts'
import { people, personActivities } from '../../db/schema/people.ts'
import { withHistories } from '../admin/booking-desk.ts'
import { knowledgeIndex } from '../chat/knowledge-index.ts'
import { type ChatKnowledge, loadChatKnowledge } from '../chat/knowledge.ts'
import { languageModel } from '../chat/language-model.ts'
import { prepareLeadExtraction } from '../chat/lead-extraction.ts'
import { interestWords, keyMessages, matchOffers } from './brief-matching.ts'

type Reader = Database | Transaction
type InquiryRow = typeof contactInquiries.$inferSelect
type ConversationRow = typeof chatConversations.$inferSelect

/** How many of each kind of earlier record a brief reads: a one-page brief, not the whole timeline. */
const HISTORY_LIMIT = 20

/** The brief of a booking, composed from what `reader` sees now; undefined for an unknown booking. */
export type BriefComposer = (reader: Reader, bookingId: number) => Promise<PreCallBrief | undefined>

/**
 * The pre-call brief (issue 20 item 6): the booking, its person (ADR 032) and everything they told us, composed from
 * live data each time it is read: by the admin page, and by the outbox worker when the owner's copy falls due.
 * `prepare` reads the catalogue and the language model outside any transaction (the embedded database has one
 * connection), and gives back a composer that needs only the caller's reader.
 */
export function createPreCallBriefs({ db, catalog, now = () => new Date() }: { db: Database; catalog: CatalogReads; now?: () => Date }) {
  async function prepare(): Promise<BriefComposer> {
    const at = now()
    const [knowledge, model] = await Promise.all([loadChatKnowledge(catalog, at), languageModel(), prepareLeadExtraction()])
    const index = knowledgeIndex(knowledge, model)
    return (reader, bookingId) => composeBrief(reader, bookingId, { knowledge, index, now: at })
  }
  return {
    prepare,
    async find(bookingId: number): Promise<PreCallBrief | undefined> {
      return (await prepare())(db, bookingId)
    },
  }
}

type CatalogReads = Parameters<typeof loadChatKnowledge>[0]
type Matching = { knowledge: ChatKnowledge; index: ReturnType<typeof knowledgeIndex>; now: Date }

async function composeBrief(reader: Reader, bookingId: number, matching: Matching): Promise<PreCallBrief | undefined> {
  const [row] = await reader.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!row) return undefined
  const personId = row.personId
  // One query after another: in the outbox worker the reader is a transaction, one connection that takes one at a time.
  const [booking] = await withHistories(reader, [row])
  const [person] = personId === null ? [] : await reader.select().from(people).where(eq(people.id, personId))
  const inquiries = await reader
    .select()
    .from(contactInquiries)
    .where(or(...(personId === null ? [] : [eq(contactInquiries.personId, personId)]), ...(row.inquiryId === null ? [] : [eq(contactInquiries.id, row.inquiryId)])) ?? eq(contactInquiries.id, -1))
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
    .limit(HISTORY_LIMIT)
  const conversations = await reader
    .select()
    .from(chatConversations)
    .where(or(...(personId === null ? [] : [eq(chatConversations.personId, personId)]), ...(row.conversationId === null ? [] : [eq(chatConversations.id, row.conversationId)])) ?? eq(chatConversations.id, -1))
    .orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
    .limit(HISTORY_LIMIT)
  const otherBookings =
    personId === null
      ? []
      : await reader
          .select()
          .from(bookings)
          .where(and(eq(bookings.personId, personId), ne(bookings.id, row.id)))
          .orderBy(desc(bookings.startsAt), desc(bookings.id))
          .limit(HISTORY_LIMIT)
  const activities =
    personId === null
      ? []
      : await reader.select().from(personActivities).where(eq(personActivities.personId, personId)).orderBy(desc(personActivities.createdAt), desc(personActivities.id)).limit(HISTORY_LIMIT)
  const ownInquiry = inquiries.find((inquiry) => inquiry.id === row.inquiryId)
  const chats = conversations.map(briefChat)
  const words = interestWords({
    interests: conversations.flatMap((conversation) => conversation.leadData.interest ?? []),
    businesses: conversations.flatMap((conversation) => conversation.leadData.business ?? []),
    service: row.service,
    messages: row.message ? [row.message] : [],
  })
  return {
    booking: booking!,
    visitorTimeZone: null,
    person: person
      ? {
          id: person.id,
          name: person.name,
          email: person.email,
          phone: person.phone,
          company: person.company,
          stage: person.stage as PersonStage,
          nextStep: person.nextStep,
          nextStepDue: person.nextStepDue,
          since: (await firstContact(reader, person.id, person.createdAt)).toISOString(),
        }
      : null,
    source: ownInquiry?.leadSource ?? inquiries.find((inquiry) => inquiry.leadSource)?.leadSource ?? conversations.find((conversation) => conversation.leadSource)?.leadSource ?? null,
    wrote: [
      ...(row.message ? [{ inquiryId: row.inquiryId, source: 'booking', service: row.service, message: row.message, at: row.createdAt.toISOString() }] : []),
      // A booking's inquiry holds the booking form's composed text; what they wrote there is the booking's own message.
      ...inquiries.filter((inquiry) => inquiry.source !== 'booking').map(writing),
    ],
    chats,
    roi: roiOf(ownInquiry, inquiries),
    matches: { basedOn: words, ...matchOffers(matching.knowledge, matching.index, words, matching.now) },
    history: {
      bookings: await withHistories(reader, otherBookings),
      // The booking's own inquiry is this booking; the others are earlier contact.
      inquiries: inquiries.filter((inquiry) => inquiry.id !== row.inquiryId).map((inquiry) => ({ id: inquiry.id, source: inquiry.source, status: inquiry.status, service: inquiry.service, at: inquiry.createdAt.toISOString() })),
      activities: activities.map((activity) => ({
        kind: activity.kind as PersonActivityKind,
        text: activity.text,
        fromStage: activity.fromStage,
        toStage: activity.toStage,
        dueDate: activity.dueDate,
        actorEmail: activity.actorEmail,
        at: activity.createdAt.toISOString(),
      })),
    },
  }
}

function writing(inquiry: InquiryRow) {
  return { inquiryId: inquiry.id, source: inquiry.source, service: inquiry.service, message: inquiry.message, at: inquiry.createdAt.toISOString() }
}

function briefChat(conversation: ConversationRow): BriefChat {
  const lead = conversation.leadData
  return {
    conversationId: conversation.id,
    at: conversation.createdAt.toISOString(),
    summary: conversation.summary,
    leadQuality: conversation.leadQuality as LeadQuality,
    interest: lead.interest ?? null,
    business: lead.business ?? null,
    budget: lead.budget ?? null,
    keyMessages: keyMessages(conversation.messages),
  }
}

/** The calculation of the visit that booked (the booking's inquiry carries it), else the latest one they ran. */
function roiOf(own: InquiryRow | undefined, inquiries: readonly InquiryRow[]): PreCallBrief['roi'] {
  const carrier = own?.roiSnapshot ? own : inquiries.find((inquiry) => inquiry.roiSnapshot)
  return carrier?.roiSnapshot ? { inquiryId: carrier.id, at: carrier.createdAt.toISOString(), snapshot: carrier.roiSnapshot } : null
}

export type PreCallBriefs = ReturnType<typeof createPreCallBriefs>

/**
 * When a person first got in touch: their record's creation, or an earlier chat, inquiry or booking of theirs (a chat
 * is linked to its person only once they give their details, so the person can be younger than their first chat).
 */
async function firstContact(reader: Reader, personId: number, recorded: Date): Promise<Date> {
  const [chat] = await reader.select({ at: min(chatConversations.createdAt) }).from(chatConversations).where(eq(chatConversations.personId, personId))
  const [inquiry] = await reader.select({ at: min(contactInquiries.createdAt) }).from(contactInquiries).where(eq(contactInquiries.personId, personId))
  const [booking] = await reader.select({ at: min(bookings.createdAt) }).from(bookings).where(eq(bookings.personId, personId))
  const times = [recorded, chat?.at, inquiry?.at, booking?.at].flatMap((at) => (at ? [new Date(at).getTime()] : []))
  return new Date(Math.min(...times))
}
