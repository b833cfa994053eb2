import { Router } from 'express'
import type { InquiryWithBooking } from '../../../contract/admin-inquiries.ts'
import type { AdminConversation } from '../../../contract/admin-chat.ts'
import { type CsvCell, toCsv } from '../../domain/admin/csv.ts'
import type { AppServices } from '../../services.ts'
import { requireAdmin } from '../middleware/require-admin.ts'
import { melbourneTimestamp, sendCsv } from './csv-download.ts'

/**
 * The admin's lead reads (spec §7): the chat conversations and the questions the chat could not answer as JSON,
 * and both lead lists as CSV downloads for a spreadsheet. Every call needs an admin.
 */
export function adminChatRouter({ conversationList, inquiryList, chatQuestions }: AppServices): Router {
  const router = Router()

  router.get('/admin/chat-conversations', requireAdmin, async (_req, res) => void res.json(await conversationList.newestFirst()))

  // The questions the assistant could not answer, grouped, the most asked first; POST /api/admin/knowledge answers one.
  router.get('/admin/chat-questions', requireAdmin, async (_req, res) => void res.json(await chatQuestions.list()))

  router.get('/admin/chat-conversations.csv', requireAdmin, async (_req, res) => {
    const conversations = await conversationList.newestFirst()
    sendCsv(res, 'chat-leads', toCsv(CONVERSATION_HEADER, conversations.map(conversationRow)))
  })

  router.get('/admin/contact-inquiries.csv', requireAdmin, async (_req, res) => {
    const inquiries = await inquiryList.newestFirst()
    sendCsv(res, 'contact-inquiries', toCsv(INQUIRY_HEADER, inquiries.map(inquiryRow)))
  })

  return router
}

const INQUIRY_HEADER = ['ID', 'Received (Melbourne)', 'Name', 'Email', 'Phone', 'Company', 'Service', 'Message', 'Source', 'Status', 'Booking date', 'Booking time', 'Promo code']

function inquiryRow(inquiry: InquiryWithBooking): CsvCell[] {
  return [
    inquiry.id,
    melbourneTimestamp(inquiry.createdAt),
    inquiry.fullName,
    inquiry.email,
    inquiry.phone,
    inquiry.company,
    inquiry.service,
    inquiry.message,
    inquiry.source,
    inquiry.status,
    inquiry.booking?.date,
    inquiry.booking?.time,
    inquiry.promoCode,
  ]
}

const CONVERSATION_HEADER = ['ID', 'Started (Melbourne)', 'Last message (Melbourne)', 'Quality', 'Name', 'Email', 'Phone', 'Company', 'Business', 'Interest', 'Budget', 'Summary', 'Messages', 'Status', 'Session ID']

function conversationRow(conversation: AdminConversation): CsvCell[] {
  const lead = conversation.leadData
  return [
    conversation.id,
    melbourneTimestamp(conversation.createdAt),
    melbourneTimestamp(conversation.updatedAt),
    conversation.leadQuality,
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.business,
    lead.interest,
    lead.budget,
    conversation.summary,
    conversation.messages.length,
    conversation.status,
    conversation.sessionId,
  ]
}
