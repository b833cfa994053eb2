import { z } from './zod.ts'
import { CHAT_ROLES, LEAD_QUALITIES } from './chat.ts'

const leadDataSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  company: z.string().optional(),
  business: z.string().optional(),
  interest: z.string().optional(),
  budget: z.string().optional(),
})

/** One chat conversation as the admin's Chat Leads tab shows it (GET /api/admin/chat-conversations, newest first). */
export const adminConversationSchema = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  messages: z.array(z.object({ role: z.enum(CHAT_ROLES), content: z.string(), timestamp: z.string() })),
  leadData: leadDataSchema,
  leadQuality: z.enum(LEAD_QUALITIES),
  /** Several lines of plain text; shown with its line breaks. */
  summary: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Consultations the chat booked in this conversation, oldest first ('YYYY-MM-DD', '10:30 AM', the booking's status). */
  bookings: z.array(z.object({ id: z.number().int(), date: z.string(), time: z.string(), status: z.string() })),
  /** The person whose email the visitor gave (issue 20); none before that. */
  personId: z.number().int().nullable().optional(),
})
export type AdminConversation = z.infer<typeof adminConversationSchema>
