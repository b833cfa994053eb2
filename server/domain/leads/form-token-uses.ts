import { lt } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { formTokenUses } from '../../db/schema/leads.ts'
import type { SpamGuard, TokenClaim } from './spam-guard.ts'

const SWEEP_INTERVAL_MS = 10 * 60_000

/**
 * Records a token's one use inside the caller's transaction: true for its first use. A concurrent use of the
 * same token in another transaction waits for that one and loses if it commits, so a token allows one write
 * across every instance; if the write rolls back, so does its claim and the visitor can send again.
 */
export async function claimFormToken(tx: Transaction | Database, { tokenId, keepUntil }: TokenClaim): Promise<boolean> {
  const claimed = await tx.insert(formTokenUses).values({ tokenId, expiresAt: keepUntil }).onConflictDoNothing().returning({ tokenId: formTokenUses.tokenId })
  return claimed.length === 1
}

/** Renewal of form tokens, and the sweep of token uses nothing can need any more. */
export function createFormTokens({ db, guard, now = () => Date.now() }: { db: Database; guard: SpamGuard; now?: () => number }) {
  let lastSweep = 0
  return {
    /**
     * A page left open past its token's hour asks for a new one before sending. A genuine, unused token is
     * exchanged (used up) for one that keeps its form's shown time, so the time trap still counts from when the
     * visitor first saw the form; anything else gets a plain new token, which the time trap counts from now.
     */
    async renew(oldToken: unknown): Promise<{ token: string }> {
      const renewal = guard.renewal(oldToken)
      if (renewal && (await claimFormToken(db, renewal.claim))) return { token: renewal.token }
      return { token: guard.issue().token }
    },

    /** Deletes expired token uses, at most every ten minutes per instance. */
    async sweepNowAndThen(): Promise<void> {
      const time = now()
      if (time - lastSweep < SWEEP_INTERVAL_MS) return
      lastSweep = time
      await db.delete(formTokenUses).where(lt(formTokenUses.expiresAt, new Date(time)))
    },
  }
}

export type FormTokens = ReturnType<typeof createFormTokens>
