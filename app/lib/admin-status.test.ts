import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthStatus } from '../../contract/auth'
import { RECHECK_INTERVAL_MS, type StatusSource, WAKE_GAP_MS, createStatusPoll, statusFrom } from './admin-status'

const ADMIN: AuthStatus = {
  isAdmin: true,
  user: { id: 1, email: 'admin@example.com', firstName: null, lastName: null, profileImageUrl: null, role: 'admin' },
}
const SIGNED_OUT: AuthStatus = { isAdmin: false, user: null }

/** A browser stand-in: each check waits for the test to answer it; visibility and focus are the test's to change. */
function fakeBrowser() {
  const checks: { signal: AbortSignal; answer(status: AuthStatus | undefined): Promise<void>; fail(): Promise<void> }[] = []
  let visible = true
  let handlers: { wake(): void; sleep(): void } | undefined
  const source: StatusSource = {
    read: (signal) =>
      new Promise((resolve, reject) => {
        const settle = async (run: () => void) => {
          run()
          // Let the poll's then/finally run.
          await vi.advanceTimersByTimeAsync(0)
        }
        checks.push({ signal, answer: (status) => settle(() => resolve(status)), fail: () => settle(() => reject(new TypeError('Failed to fetch'))) })
      }),
    isVisible: () => visible,
    watch(given) {
      handlers = given
      return () => {
        handlers = undefined
      }
    },
    now: () => Date.now(),
  }
  return {
    source,
    checks,
    /** The n-th check started (from 0). */
    check(n: number) {
      const started = checks[n]
      if (!started) throw new Error(`check ${n} never started`)
      return started
    },
    get watching() {
      return handlers !== undefined
    },
    focus: () => handlers?.wake(),
    hide() {
      visible = false
      handlers?.sleep()
    },
    show() {
      visible = true
      handlers?.wake()
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the admin status poll', () => {
  it('checks 30 seconds after it starts, and 30 seconds after each answer', async () => {
    const browser = fakeBrowser()
    const poll = createStatusPoll(browser.source)
    const listener = vi.fn()
    poll.subscribe(listener)
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS - 1)
    expect(browser.checks).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(browser.checks).toHaveLength(1)

    // No second request while one is in flight, however long it takes.
    await vi.advanceTimersByTimeAsync(2 * RECHECK_INTERVAL_MS)
    browser.focus()
    poll.check()
    expect(browser.checks).toHaveLength(1)
    await browser.check(0).answer(ADMIN)
    expect(poll.reading()).toEqual({ status: ADMIN, seq: 1 })
    expect(listener).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS - 1)
    expect(browser.checks).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(browser.checks).toHaveLength(2)
  })

  it('checks at once on focus, and when the page comes back into view; never while it is hidden', async () => {
    const browser = fakeBrowser()
    const poll = createStatusPoll(browser.source)
    poll.subscribe(() => undefined)
    browser.focus()
    expect(browser.checks).toHaveLength(1)
    await browser.check(0).answer(SIGNED_OUT)

    browser.hide()
    await vi.advanceTimersByTimeAsync(10 * RECHECK_INTERVAL_MS)
    expect(browser.checks).toHaveLength(1)

    browser.show()
    expect(browser.checks).toHaveLength(2)
    await browser.check(1).answer(ADMIN)
    expect(poll.reading()?.status).toBe(ADMIN)
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS)
    expect(browser.checks).toHaveLength(3)
  })

  it('asks once for a focus and a visibilitychange that come together', async () => {
    const browser = fakeBrowser()
    const poll = createStatusPoll(browser.source)
    poll.subscribe(() => undefined)
    browser.show()
    browser.focus()
    expect(browser.checks).toHaveLength(1)
    await browser.check(0).answer(ADMIN)
    // Answered quickly: a wake right after is still within the gap.
    browser.focus()
    expect(browser.checks).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(WAKE_GAP_MS)
    browser.focus()
    expect(browser.checks).toHaveLength(2)
  })

  it('keeps what it knew when a check fails, and does not retry before the next turn', async () => {
    const browser = fakeBrowser()
    const poll = createStatusPoll(browser.source)
    const listener = vi.fn()
    poll.subscribe(listener)
    browser.focus()
    await browser.check(0).answer(ADMIN)

    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS)
    await browser.check(1).fail()
    expect(poll.reading()?.status).toBe(ADMIN)
    // An answer that is not a status (a 503, an HTML error page) is no sign-out either.
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS - 1)
    expect(browser.checks).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await browser.check(2).answer(undefined)
    expect(poll.reading()?.status).toBe(ADMIN)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stops the timer, the listeners and the check in flight when the last subscriber leaves', async () => {
    const browser = fakeBrowser()
    const poll = createStatusPoll(browser.source)
    const first = poll.subscribe(() => undefined)
    const second = poll.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS)
    first()
    expect(browser.watching).toBe(true)
    expect(browser.check(0).signal.aborted).toBe(false)
    second()
    expect(browser.watching).toBe(false)
    expect(browser.check(0).signal.aborted).toBe(true)
    await browser.check(0).answer(ADMIN)
    expect(poll.reading()).toBeNull()
    await vi.advanceTimersByTimeAsync(5 * RECHECK_INTERVAL_MS)
    expect(browser.checks).toHaveLength(1)
    poll.check()
    expect(browser.checks).toHaveLength(1)
  })

  it('a refused admin call is newer than any check that started before it', async () => {
    const browser = fakeBrowser()
    const poll = createStatusPoll(browser.source)
    poll.subscribe(() => undefined)
    browser.focus()
    poll.refused()
    expect(poll.reading()).toEqual({ status: SIGNED_OUT, seq: 2 })
    await browser.check(0).answer(ADMIN)
    expect(poll.reading()?.status).toEqual(SIGNED_OUT)
    // A check that starts afterwards (signed in again in another tab) is believed.
    await vi.advanceTimersByTimeAsync(WAKE_GAP_MS)
    browser.focus()
    await browser.check(1).answer(ADMIN)
    expect(poll.reading()).toEqual({ status: ADMIN, seq: 3 })
    expect(poll.started()).toBe(3)
  })
})

describe('statusFrom', () => {
  it('reads the {isAdmin, user} answer and nothing else', () => {
    expect(statusFrom(ADMIN)).toEqual(ADMIN)
    expect(statusFrom({ isAdmin: false, user: null })).toEqual(SIGNED_OUT)
    expect(statusFrom({ isAdmin: 'yes', user: null })).toBeUndefined()
    expect(statusFrom({ isAdmin: true })).toBeUndefined()
    expect(statusFrom({ isAdmin: true, user: { id: 1 } })).toBeUndefined()
    expect(statusFrom({ error: { code: 'unavailable', message: 'x' } })).toBeUndefined()
    expect(statusFrom(null)).toBeUndefined()
    expect(statusFrom('<!doctype html>')).toBeUndefined()
  })
})
