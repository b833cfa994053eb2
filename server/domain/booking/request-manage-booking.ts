import type { ZodError } from 'zod'
import { type GoneReason, type ManagedBooking, cancelRequestSchema, manageBookingMessages, rescheduleRequestSchema } from '../../../contract/manage-booking.ts'
import type { RateLimitRule, RateLimiter } from '../security/rate-limiter.ts'
import type { ManageBooking } from './manage-booking.ts'

/** Changes made through manage links, per client: plenty for a visitor, few for anyone trying tokens. */
export const MANAGE_BOOKING_RATE_LIMIT: RateLimitRule = { name: 'manage-booking', limit: 20, windowMs: 15 * 60_000 }
const TOO_MANY_CHANGES = 'You have made several changes in a short time. Please wait a few minutes, or call us.'

/** How a request through a manage link ended; the JSON API and the /booking/:token page answer from it alike. */
export type ManageAnswer =
  | { kind: 'rescheduled'; booking: ManagedBooking }
  | { kind: 'cancelled'; booking: ManagedBooking }
  | { kind: 'not-found'; message: string }
  | { kind: 'gone'; why: GoneReason; booking: ManagedBooking; message: string }
  | { kind: 'invalid'; error: ZodError }
  /** The slot rules refused the new day or time, or it is the booking's own slot. */
  | { kind: 'slot-refused'; field: 'date' | 'time'; message: string }
  | { kind: 'slot-taken'; message: string }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number }

type Attempt = { token: string; fields: Record<string, unknown>; client: string }

const notFound = { kind: 'not-found', message: manageBookingMessages.notFound } as const
const goneMessage = (why: GoneReason) => (why === 'cancelled' ? 'This booking was cancelled, so its link no longer changes anything.' : 'This consultation has already taken place, so it can no longer be changed.')

/**
 * Reschedule and cancel requests, wherever they were sent: counted against the per-client limit (a refused one
 * counts too), checked with the `contract/` schema, and handed to the manage service. The token is the credential:
 * no session and no form token.
 */
export function createManageRequests({ manage, rateLimiter }: { manage: ManageBooking; rateLimiter: Pick<RateLimiter, 'hit'> }) {
  async function limited(client: string) {
    const limit = await rateLimiter.hit(MANAGE_BOOKING_RATE_LIMIT, client)
    return limit.allowed ? undefined : ({ kind: 'rate-limited', message: TOO_MANY_CHANGES, retryAfterSeconds: limit.retryAfterSeconds } as const)
  }

  return {
    async reschedule({ token, fields, client }: Attempt): Promise<ManageAnswer> {
      const refused = await limited(client)
      if (refused) return refused
      const request = rescheduleRequestSchema.safeParse(fields)
      if (!request.success) return { kind: 'invalid', error: request.error }
      const outcome = await manage.reschedule(token, request.data)
      switch (outcome.kind) {
        case 'rescheduled':
        case 'slot-taken':
          return outcome
        case 'not-found':
          return notFound
        case 'gone':
          return { ...outcome, message: goneMessage(outcome.why) }
        case 'same-slot':
          return { kind: 'slot-refused', field: 'time', message: outcome.message }
        case 'slot-refused':
          return { kind: 'slot-refused', field: outcome.reason === 'invalid_time' ? 'time' : 'date', message: outcome.message }
      }
    },

    async cancel({ token, fields, client }: Attempt): Promise<ManageAnswer> {
      const refused = await limited(client)
      if (refused) return refused
      const request = cancelRequestSchema.safeParse(fields)
      if (!request.success) return { kind: 'invalid', error: request.error }
      const outcome = await manage.cancel(token, request.data)
      if (outcome.kind === 'not-found') return notFound
      if (outcome.kind === 'gone') return { ...outcome, message: goneMessage(outcome.why) }
      return outcome
    },

    goneMessage,
  }
}

export type ManageRequests = ReturnType<typeof createManageRequests>
