import { type APIRequestContext, type Page, request } from '@playwright/test'
import { E2E_ADMIN } from '../support/e2e-admin'
import { expect, retryResetConnections, test, waitForHydration } from './fixtures'

export { E2E_ADMIN }

/** Fills and sends the /admin/login form. */
export async function fillLogin(page: Page, email: string, password: string) {
  const form = page.locator('form')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/** A cookie as a browser context's storage state holds it (and addCookies takes it). */
type SessionCookie = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'][number]

/**
 * The worker's admin session: one sign-in through the API (POST /api/admin/login, as the login form's fetch sends
 * it) per worker process, shared by every test of that worker that only needs to be signed in. The sign-in form
 * itself is proved by admin-auth.spec.ts. A test that signs out, ends sessions or signs in again in its page uses
 * `signInWithOwnSession` instead: ending the shared session would sign out the worker's later tests. Playwright
 * starts a new worker (and so a new session) after a failed test.
 */
let shared: Promise<SessionCookie[]> | undefined

function baseURL(): string {
  const url = test.info().project.use.baseURL
  if (!url) throw new Error('the e2e project has no baseURL')
  return url
}

async function signInThroughApi(url: string): Promise<SessionCookie[]> {
  const context = retryResetConnections(
    await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url, 'X-Forwarded-For': `100.127.255.${(test.info().parallelIndex % 250) + 1}` } }),
  )
  try {
    const response = await context.post('/api/admin/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
    expect(response.status(), 'the e2e admin signs in through the API').toBe(200)
    return (await context.storageState()).cookies
  } finally {
    await context.dispose()
  }
}

function sharedSession(): Promise<SessionCookie[]> {
  shared ??= signInThroughApi(baseURL()).catch((error: unknown) => {
    shared = undefined
    throw error
  })
  return shared
}

/** Puts the worker's admin session into the page's browser context (its page.request too), without opening a page. */
export async function addAdminSession(page: Page) {
  await page.context().addCookies(await sharedSession())
}

/** The admin API with the worker's shared session, apart from any page (dispose it when done). */
export async function adminApi(): Promise<APIRequestContext> {
  const url = baseURL()
  return retryResetConnections(await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url }, storageState: { cookies: await sharedSession(), origins: [] } }))
}

/** Signed in as the e2e admin with the worker's shared session: opens `path` (the dashboard by default), hydrated. */
export async function signInAsAdmin(page: Page, path = '/admin') {
  await addAdminSession(page)
  await page.goto(path)
  if (new URL(page.url()).pathname === '/admin/login') {
    throw new Error(`the worker's shared admin session has ended (a test before this one signed out or signed in again with it; such a test needs signInWithOwnSession)`)
  }
  await waitForHydration(page)
}

/**
 * Signed in as the e2e admin with a session of this page's browser context alone (an API sign-in with its own
 * cookie), for tests that end it: signing out, elsewhere or in the page, or signing in again over it.
 */
export async function signInWithOwnSession(page: Page, path = '/admin') {
  const url = baseURL()
  const response = await page.request.post('/api/admin/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password }, headers: { Origin: url } })
  expect(response.status(), 'the e2e admin signs in through the API').toBe(200)
  await page.goto(path)
  await expect(page).not.toHaveURL(/\/admin\/login/)
  await waitForHydration(page)
}
