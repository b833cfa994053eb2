import { z } from 'zod'

/** One contact inquiry as the admin list shows it (GET /api/contact-inquiries, newest first). */
export const adminInquirySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  service: z.string().nullable(),
  message: z.string(),
  /** Where the lead came from: home, contact, api or booking. */
  source: z.string(),
  /** new (the default), contacted, qualified, won, lost, or spam (kept for review, restorable). */
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminInquiry = z.infer<typeof adminInquirySchema>
