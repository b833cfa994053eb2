import { z } from './zod.ts'

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
  /** The promotion code redeemed with this lead (ADR 026), as the promotion spells it. */
  promoCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminInquiry = z.infer<typeof adminInquirySchema>

/** An inquiry in the admin list, with the consultation slot (Melbourne day 'YYYY-MM-DD', time '9:00 AM') when it came from a booking. */
export const inquiryWithBookingSchema = adminInquirySchema.extend({
  booking: z.object({ date: z.string(), time: z.string() }).nullable(),
  /** The person it belongs to (issue 20); none while judged spam. */
  personId: z.number().int().nullable().optional(),
})
export type InquiryWithBooking = z.infer<typeof inquiryWithBookingSchema>
