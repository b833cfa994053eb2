import AxeBuilder from '@axe-core/playwright'
import { createHash } from 'node:crypto'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /** Console errors the page is expected to log (matched by substring); anything else fails the test. */
  allowConsoleErrors: string[]
  consoleErrors: string[]
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  // Each test is a visitor of its own, as on the real site: the e2e server trusts loopback as a proxy
  // (playwright.config.ts), so per-address rate limits count each test apart instead of letting the
  // bookings and forms of every spec add up against one shared 127.0.0.1. A test may still name an
  // address itself (page.setExtraHTTPHeaders wins over this).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo.testId) })
  },
  page: async ({ page }, provide) => {
    retryResetConnections(page.request)
    await provide(page)
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = `${message.text()} ${message.location().url}`
        if (!allowConsoleErrors.some((allowed) => text.includes(allowed))) errors.push(text)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'unexpected browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

const REQUEST_METHODS = ['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head'] as const

/**
 * Requests of the test itself (set-up and clean-up through the API) retry a connection the server reset. The
 * request context keeps connections alive and drops them a second before the server's announced 5 s; on a loaded
 * two-core machine its timer can fire late, and a request sent on the connection the server is closing at that
 * moment fails with ECONNRESET although the server never read it (two CI runs lost a clean-up DELETE so). Only that
 * error is retried (Playwright's `maxRetries`), never an answer.
 */
export function retryResetConnections(request: APIRequestContext): APIRequestContext {
  for (const method of REQUEST_METHODS) {
    const send = request[method].bind(request) as (url: unknown, options?: object) => ReturnType<APIRequestContext['fetch']>
    Object.assign(request, { [method]: (url: unknown, options?: object) => send(url, { maxRetries: 2, ...options }) })
  }
  return request
}

/** A stable address in the shared address space 100.64.0.0/10, apart from the ones tests name themselves. */
function visitorAddress(testId: string) {
  const digest = createHash('sha256').update(testId).digest()
  return `100.${64 + (digest[0]! & 63)}.${digest[1]}.${digest[2]}`
}

/**
 * WCAG 2.2 AA rules of axe; the test fails on any violation, listed by rule and target. A toast
 * still sliding in or out is half transparent, which axe would read as low contrast: the check
 * waits until the toasts and the page's scrolling stand still.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toaster]')].every((toaster) => toaster.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running')),
  )
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast][data-removed="true"]').length === 0)
  // A smooth scroll still under way (to a linked card, to a picked time) leaves targets half under the sticky header.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)))
      }),
  )
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
  expect(await unresolvedIdReferences(page)).toEqual([])
}

/**
 * Labels, descriptions, controls and invokers that name an id no element in the page has. axe lets some of
 * these pass; a launcher whose popovertarget or commandfor names no element does nothing when tapped.
 */
function unresolvedIdReferences(page: Page) {
  return page.evaluate(() => {
    const attributes = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'form', 'popovertarget', 'commandfor']
    return attributes.flatMap((attribute) =>
      [...document.querySelectorAll(`[${attribute}]`)].flatMap((element) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id !== '' && document.getElementById(id) === null)
          .map((id) => `${element.localName}[${attribute}] -> #${id}`),
      ),
    )
  })
}

/**
 * Waits until React has hydrated the page, so clicks reach React handlers: the root has committed its hydration,
 * and no server-rendered part still waits for its code (a `lazy` part inside `<Suspense>`, such as the open admin
 * tab, hydrates by itself once its chunk arrives: React's selective hydration). The page paints first and hydrates
 * later (ADR 005, 017), so neither the load event nor a quiet network says this; React's own state does. It is read
 * from the fiber tree React keeps on the document (`hydrateRoot(document, ...)` in app/entry.client.tsx): the
 * root's state says `isDehydrated: false` once hydrated, and a Suspense or Activity boundary still waiting keeps its
 * server HTML in `memoizedState.dehydrated`. After a client-side navigation it is true at once: what React renders
 * in the browser is React's from the start.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    // The parts that hydrate when they near the viewport (app/lib/deferred-hydration.tsx) are asked for, as a first
    // touch would, at every look until they are in: the tests that act on them meet React's handlers. Their waiting
    // is tested on its own (tests/e2e/deferred-hydration.spec.ts).
    for (const part of document.querySelectorAll('[data-hydrate-when-near] > *')) part.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedState: unknown; stateNode: unknown }
    const container = document as unknown as Record<string, { stateNode?: { current?: Fiber } } | undefined>
    const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
    const root = key === undefined ? undefined : container[key]?.stateNode?.current
    if (!root || (root.memoizedState as { isDehydrated?: boolean } | null)?.isDehydrated !== false) return false
    const waiting = (state: unknown) => typeof state === 'object' && state !== null && 'retryLane' in state && (state as { dehydrated?: unknown }).dehydrated != null
    const stack: (Fiber | null)[] = [root.child]
    while (stack.length > 0) {
      const fiber = stack.pop()
      if (!fiber) continue
      if (waiting(fiber.memoizedState)) return false
      stack.push(fiber.sibling, fiber.child)
    }
    return true
  })
}

/**
 * Holds the page's scripts back until `release()`, as a slow phone network does: the server HTML shows
 * and takes typing, and nothing is hydrated yet. `nativeSubmits` lists every form the browser sent by
 * itself (a navigation that is not a GET), as `METHOD url`.
 */
export async function holdPageScripts(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held
    await route.fallback()
  })
  const nativeSubmits: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() !== 'GET') nativeSubmits.push(`${request.method()} ${request.url()}`)
  })
  return { release, nativeSubmits }
}
