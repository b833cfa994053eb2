import { z } from './zod.ts'

/** The body of every API error answer. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
})
export type ApiError = z.infer<typeof apiErrorSchema>
