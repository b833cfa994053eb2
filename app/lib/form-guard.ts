import { useCallback, useEffect, useRef, useState } from 'react'
import type { FormGuard } from '../../contract/contact-options'

/** The server's time trap (architecture decision 10): a form sent sooner after its token was issued counts as spam. */
const TIME_TRAP_MS = 2_000
/** Room for the two clocks' sense of 'now' to differ by a little. */
const MARGIN_MS = 250

/** GET /api/form-guard: a signed issue time and the honeypot field's random name, or undefined when the server cannot be reached. */
export async function fetchFormGuard(fetcher: typeof fetch = fetch): Promise<FormGuard | undefined> {
  try {
    const response = await fetcher('/api/form-guard', { headers: { Accept: 'application/json' }, cache: 'no-store' })
    if (!response.ok) return undefined
    const body: unknown = await response.json()
    if (typeof body === 'object' && body !== null && 'token' in body && 'honeypotName' in body && typeof body.token === 'string' && typeof body.honeypotName === 'string') {
      return { token: body.token, honeypotName: body.honeypotName }
    }
    return undefined
  } catch {
    return undefined
  }
}

type Issued = { guard: FormGuard; receivedAt: number }

/**
 * A public form's anti-spam guard, fetched when the form appears (never part of the page's HTML, so
 * pages can be cached and every visitor still gets a token of their own). `ready()` gives the guard
 * at send time: it fetches one if the first try failed and waits out the time trap if it is new.
 */
export function useFormGuard(active = true) {
  const [issued, setIssued] = useState<Issued>()
  const pending = useRef<Promise<Issued | undefined> | undefined>(undefined)

  const request = useCallback(() => {
    pending.current ??= fetchFormGuard().then((guard) => {
      pending.current = undefined
      const next = guard ? { guard, receivedAt: Date.now() } : undefined
      if (next) setIssued(next)
      return next
    })
    return pending.current
  }, [])

  useEffect(() => {
    if (active && !issued) void request()
  }, [active, issued, request])

  const ready = useCallback(async (): Promise<FormGuard | undefined> => {
    const current = issued ?? (await (pending.current ?? request()))
    if (!current) return undefined
    const wait = current.receivedAt + TIME_TRAP_MS + MARGIN_MS - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return current.guard
  }, [issued, request])

  return { guard: issued?.guard, ready }
}
