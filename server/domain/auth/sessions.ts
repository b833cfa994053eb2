import { and, eq, lt, ne, sql } from 'drizzle-orm'
import type { AuthUser } from '../../../contract/auth.ts'
import type { Database } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/auth.ts'
import { toAuthUser } from './accounts.ts'
import { SESSION_ABSOLUTE_MS, type SessionData, isSessionExpired, parseSessionData, sessionExpiry, shouldRecordActivity } from './session-rules.ts'
import { hashSessionToken, isSessionToken, newSessionToken } from './session-token.ts'

/** expiresAt: the idle limit as of now; endsAt: the absolute end, however active (the cookie's lifetime). */
export type StartedSession = { token: string; expiresAt: number; endsAt: number }
export type ResolvedSession = { user: AuthUser; data: SessionData; expiresAt: number }

const SWEEP_INTERVAL_MS = 10 * 60_000

/**
 * Sessions in the database (spec: sid, sess, expire), keyed by the SHA-256 of the browser's token.
 * `expire` is when the row stops being valid; `sess` holds the user and the times it is computed from.
 */
export function createSessionStore({ db, now }: { db: Database; now: () => number }) {
  let lastSweep = 0
  const sessionUserId = sql<number>`(${sessions.sess}->>'userId')::int`

  async function sweepNowAndThen(time: number) {
    if (time - lastSweep < SWEEP_INTERVAL_MS) return
    lastSweep = time
    await db.delete(sessions).where(lt(sessions.expire, new Date(time)))
  }

  return {
    async start(userId: number): Promise<StartedSession> {
      const time = now()
      await sweepNowAndThen(time)
      const token = newSessionToken()
      const data: SessionData = { userId, createdAt: time, lastSeenAt: time }
      const expiresAt = sessionExpiry(data)
      await db.insert(sessions).values({ sid: hashSessionToken(token), sess: data, expire: new Date(expiresAt) })
      return { token, expiresAt, endsAt: time + SESSION_ABSOLUTE_MS }
    },

    /**
     * The live session of a token with its user, recording the activity; undefined (and the row gone) once expired.
     * `recordActivity: false` is for a page's own background check of who is signed in (ADR 028): asking is
     * not using, so an open tab alone never keeps its session from idling out.
     */
    async resolve(token: string | undefined, { recordActivity = true }: { recordActivity?: boolean } = {}): Promise<ResolvedSession | undefined> {
      if (!isSessionToken(token)) return undefined
      const time = now()
      const sid = hashSessionToken(token)
      const [row] = await db
        .select({
          sess: sessions.sess,
          user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl, role: users.role },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessionUserId))
        .where(eq(sessions.sid, sid))
      if (!row) return undefined
      const data = parseSessionData(row.sess)
      if (!data || isSessionExpired(data, time)) {
        await db.delete(sessions).where(eq(sessions.sid, sid))
        await sweepNowAndThen(time)
        return undefined
      }
      let current = data
      if (recordActivity && shouldRecordActivity(data, time)) {
        current = { ...data, lastSeenAt: time }
        await db.update(sessions).set({ sess: current, expire: new Date(sessionExpiry(current)) }).where(eq(sessions.sid, sid))
      }
      await sweepNowAndThen(time)
      return { user: toAuthUser({ ...row.user, passwordHash: null }), data: current, expiresAt: sessionExpiry(current) }
    },

    async end(token: string | undefined): Promise<void> {
      if (!isSessionToken(token)) return
      await db.delete(sessions).where(eq(sessions.sid, hashSessionToken(token)))
    },

    /** Signs a user out everywhere, except (when given) the session making the change. */
    async endAllFor(userId: number, { except }: { except?: string } = {}): Promise<void> {
      const keep = isSessionToken(except) ? ne(sessions.sid, hashSessionToken(except)) : undefined
      await db.delete(sessions).where(and(eq(sessionUserId, userId), keep))
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
