import { useCallback, useEffect, useRef, useState } from 'react'
import { FORM_TOKEN_TTL_MS, type FormGuard } from '../../contract/contact-options'

/** Room for the two clocks' sense of 'now' to differ by a little. */
const MARGIN_MS = 250
/** A token this close to its expiry is renewed before sending, so a slow send cannot arrive after it. */
const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000

/**
 * GET /api/form-guard: a single-use token, the honeypot field's random name and the server's time trap, or
 * undefined when the server cannot be reached.
 */
export async function fetchFormGuard(fetcher: typeof fetch = fetch): Promise<FormGuard | undefined> {
  const body = await readJson(fetcher('/api/form-guard', { headers: { Accept: 'application/json' }, cache: 'no-store' }))
  return isRecord(body) && typeof body.token === 'string' && typeof body.honeypotName === 'string' && typeof body.minFillMs === 'number'
    ? { token: body.token, honeypotName: body.honeypotName, minFillMs: body.minFillMs }
    : undefined
}

/**
 * How long a send must still wait so the server's time trap (architecture decision 10) does not take the visitor
 * for a bot: from when the form was shown, the trap's length and a little room for the two clocks; 0 without a trap.
 */
export function timeTrapWait(shownAt: number, minFillMs: number, now: number): number {
  return minFillMs > 0 ? Math.max(0, shownAt + minFillMs + MARGIN_MS - now) : 0
}

/**
 * POST /api/form-guard/renew: exchanges a token near or past its hour for a new one that keeps the form's shown
 * time (the server's time trap still counts from when the visitor first saw the form). Undefined on failure.
 */
export async function renewFormToken(token: string, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  const body = await readJson(
    fetcher('/api/form-guard/renew', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
    }),
  )
  return isRecord(body) && typeof body.token === 'string' ? body.token : undefined
}

/** The guard in use, when its form was first shown (the time trap counts from there) and when its token came. */
type Issued = { guard: FormGuard; shownAt: number; receivedAt: number }

/**
 * A public form's anti-spam guard, fetched when the form appears (never part of the page's HTML, so pages can
 * be cached and every visitor still gets a token of their own). Each token allows one submission within its hour:
 * `ready()` gives the guard to send with (renewing a token near its expiry, fetching one if the first try failed,
 * waiting out the time trap for a form shown only just now), and `spent()` after a successful send fetches a
 * fresh one for the visitor's next message.
 */
export function useFormGuard(active = true) {
  const [issued, setIssued] = useState<Issued>()
  const pending = useRef<Promise<Issued | undefined> | undefined>(undefined)

  const request = useCallback(() => {
    pending.current ??= fetchFormGuard().then((guard) => {
      pending.current = undefined
      const now = Date.now()
      const next = guard ? { guard, shownAt: now, receivedAt: now } : undefined
      if (next) setIssued(next)
      return next
    })
    return pending.current
  }, [])

  useEffect(() => {
    if (active && !issued) void request()
  }, [active, issued, request])

  const ready = useCallback(async (): Promise<FormGuard | undefined> => {
    let current = issued ?? (await (pending.current ?? request()))
    if (current && Date.now() - current.receivedAt > FORM_TOKEN_TTL_MS - RENEW_BEFORE_EXPIRY_MS) {
      const token = await renewFormToken(current.guard.token)
      current = token ? { ...current, guard: { ...current.guard, token }, receivedAt: Date.now() } : await request()
      if (current) setIssued(current)
    }
    if (!current) return undefined
    const wait = timeTrapWait(current.shownAt, current.guard.minFillMs, Date.now())
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return current.guard
  }, [issued, request])

  // The token went with the message: the form's next message needs a new one (the effect above fetches it).
  const spent = useCallback(() => setIssued(undefined), [])

  return { guard: issued?.guard, ready, spent }
}

async function readJson(response: Promise<Response>): Promise<unknown> {
  try {
    const answer = await response
    return answer.ok ? ((await answer.json()) as unknown) : undefined
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
