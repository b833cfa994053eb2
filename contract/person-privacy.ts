import { z } from './zod.ts'

/**
 * The erasure's confirmation (issue 20 item 7): the admin types the person's email, compared as the database
 * matches people (trimmed, letter case ignored), so a slip of the hand on the wrong person's page erases nothing.
 */
export function confirmsEmail(typed: string, email: string): boolean {
  const key = (value: string) => value.trim().toLowerCase()
  return key(typed) !== '' && key(typed) === key(email)
}

/** DELETE /api/admin/people/{id} body. */
export const personErasureSchema = z.object({
  confirmEmail: z.string({ error: 'Type the person’s email address to confirm' }).max(320, 'That is longer than any email address'),
})
export type PersonErasure = z.infer<typeof personErasureSchema>

export const ERASE_MISMATCH_MESSAGE = 'The email typed is not this person’s email address, so nothing was erased.'

/** GET /api/admin/people/{id}/export?format=json|zip. */
export const personExportQuerySchema = z.object({ format: z.enum(['json', 'zip']).default('json') })
