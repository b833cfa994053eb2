import { z } from 'zod'

/** A session ends after 8 hours without a request... */
export const SESSION_IDLE_MS = 8 * 60 * 60_000
/** ...and 7 days after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60_000
/** Activity is written back at most once a minute, so a busy admin costs one write a minute, not one per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000

/** What a session row's `sess` column holds; times are epoch milliseconds. */
export type SessionData = { userId: number; createdAt: number; lastSeenAt: number }

const sessionDataSchema = z.object({
  userId: z.number().int().positive(),
  createdAt: z.number().int().nonnegative(),
  lastSeenAt: z.number().int().nonnegative(),
})

/** A stored `sess` value, or undefined when it is not one this code wrote. */
export function parseSessionData(value: unknown): SessionData | undefined {
  const parsed = sessionDataSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** When the session ends: the idle limit after the last request or the absolute limit after sign-in, whichever is first. */
export function sessionExpiry({ createdAt, lastSeenAt }: Pick<SessionData, 'createdAt' | 'lastSeenAt'>): number {
  return Math.min(lastSeenAt + SESSION_IDLE_MS, createdAt + SESSION_ABSOLUTE_MS)
}

export function isSessionExpired(session: Pick<SessionData, 'createdAt' | 'lastSeenAt'>, now: number): boolean {
  return now >= sessionExpiry(session)
}

/** True when enough time has passed since the last recorded activity to record this request. */
export function shouldRecordActivity({ lastSeenAt }: Pick<SessionData, 'lastSeenAt'>, now: number): boolean {
  return now - lastSeenAt >= SESSION_TOUCH_INTERVAL_MS
}
