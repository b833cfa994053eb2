import { CONTACT_SERVICES } from './contact-options.ts'
import { leadSourceFieldSchema, leadTrackingFields } from './people.ts'
import { promoCodeFieldSchema } from './promotions.ts'
import { singleLine } from './single-line.ts'
import { z } from './zod.ts'

export { CONTACT_SERVICES, CONTACT_SERVICE_LABELS, type FormGuard } from './contact-options.ts'

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .check(singleLine(label))
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .check(singleLine('Email'))
  .max(320, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))

const phone = z
  .string({ error: 'Please enter a valid phone number' })
  .trim()
  .check(singleLine('Phone'))
  .max(50, 'Please enter a valid phone number')
  .refine((value) => value === '' || (/^[\d\s+()-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6), 'Please enter a valid phone number')
  .optional()
  .transform((value) => (value ? value : undefined))

/** Fields every public form carries against bots (architecture decision 10); see server/domain/leads/spam.ts. */
export const antiSpamSchema = z.object({
  /** When the form was rendered, signed by the server: a submission within 2 seconds is a bot. */
  formToken: z.string().max(200).optional(),
})

/** The home page form (POST /api/contact), with the spec's messages (§5). */
export const homeContactSchema = z.object({
  fullName: z.string({ error: 'Full name must be at least 2 characters' }).trim().check(singleLine('Full name')).min(2, 'Full name must be at least 2 characters').max(255, 'Full name must be at most 255 characters'),
  email,
  phone,
  message: z.string({ error: 'Message must be at least 10 characters' }).trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message must be at most 5000 characters'),
  promoCode: promoCodeFieldSchema,
  ...leadTrackingFields,
})
export type HomeContactInput = z.input<typeof homeContactSchema>

/** The /contact page form: name, email and message required; phone and service optional (spec §5). */
export const contactPageSchema = z.object({
  fullName: z.string({ error: 'Please enter your full name' }).trim().check(singleLine('Full name')).min(1, 'Please enter your full name').max(255, 'Full name must be at most 255 characters'),
  email,
  phone,
  service: z.enum(CONTACT_SERVICES, { error: 'Please pick one of the listed services' }).optional(),
  message: z.string({ error: 'Please enter a message' }).trim().min(1, 'Please enter a message').max(5000, 'Message must be at most 5000 characters'),
  promoCode: promoCodeFieldSchema,
  ...leadTrackingFields,
})
export type ContactPageInput = z.input<typeof contactPageSchema>

/** POST /api/contact-inquiries of the spec: the plain inquiry (status is always new). */
export const contactInquiryCreateSchema = z.object({
  fullName: contactPageSchema.shape.fullName,
  email,
  phone,
  company: optionalText(255, 'Company'),
  message: contactPageSchema.shape.message,
  status: z.literal('new', { error: 'New inquiries have status new' }).optional(),
  leadSource: leadSourceFieldSchema,
})

/** What every lead path answers on success. */
export const inquiryCreatedSchema = z.object({ id: z.number().int(), status: z.string(), createdAt: z.string() })
export type InquiryCreated = z.infer<typeof inquiryCreatedSchema>
