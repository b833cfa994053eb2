import { count, eq } from 'drizzle-orm'
import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactInquiries } from '../../server/db/schema/leads.ts'
import { createSpamGuard } from '../../server/domain/leads/spam-guard.ts'
import { CONTACT_RATE_LIMIT } from '../../server/domain/leads/lead-intake.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, afterHumanPause, visitorPost } from '../support/visitor.ts'

/*
 * The home contact form, the /contact page form and the ROI calculator as route actions: sent by a browser
 * without JavaScript (form-encoded to the page, answered with a page or a post/redirect/get), and the same
 * actions answering React Router's data requests, which the forms send with a fetcher when JavaScript runs.
 */

type Page = ReturnType<typeof parseDocument>

const homeMessage = { fullName: 'Nora Script', email: 'nora@example.com.au', phone: '0412 345 678', message: 'Sent with JavaScript turned off, please call me.' }
const pageMessage = { fullName: 'Sam Lee', email: 'sam@example.com.au', phone: '', service: 'automation', message: 'Can you connect Xero?' }
/** 500 calls a month, 50 missed, 4 minutes each, $35/h staff, 20% of callers buy, $300 an order: $1,493.33 a month. */
const tradie = { monthlyCalls: '500', missedCalls: '50', callDuration: '4', hourlyRate: '$35', conversionRate: '20%', orderValue: '300' }

let clientNumber = 0
/** A client address of its own for each visitor, so no test spends another's rate-limit budget. */
const nextIp = () => `203.0.113.${(++clientNumber % 250) + 1}`

/** A form token issued `issuedMsAgo` ago with the app's secret: what the page's cookie holds after the visitor took that long. */
const tokenIssuedAgo = (issuedMsAgo = 5_000) => createSpamGuard({ secret: TEST_FORM_SECRET, now: () => Date.now() - issuedMsAgo }).issue().token

const text = (page: Page) => DomUtils.textContent(page).replace(/\s+/g, ' ')
const forms = (page: Page) => DomUtils.findAll((element) => element.name === 'form', page.children)
function control(scope: Page | Element, name: string) {
  return DomUtils.findOne((element) => ['input', 'textarea', 'select'].includes(element.name) && element.attribs.name === name, 'children' in scope ? scope.children : [scope])
}
/** What a control shows: an input's value, a textarea's text, a select's selected option. */
function shownValue(page: Page, name: string) {
  const element = control(page, name)
  if (!element) return undefined
  if (element.name === 'textarea') return DomUtils.textContent(element)
  if (element.name === 'select') return DomUtils.findOne((option) => option.name === 'option' && 'selected' in option.attribs, element.children)?.attribs.value
  return element.attribs.value ?? ''
}
/** A control's message: the text of the element its aria-describedby names. */
function messageOf(page: Page, name: string) {
  const element = control(page, name)
  const ids = element?.attribs['aria-describedby']?.split(' ') ?? []
  return ids.map((id) => DomUtils.textContent(DomUtils.findOne((candidate) => candidate.attribs.id === id, page.children) ?? [])).join(' ')
}

describe.each(databaseKinds)('contact and ROI form actions on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' }, { pages: true })
    // The first render compiles the pages: done here rather than inside a test's time.
    await app.request('/')
  }, 240_000)
  afterAll(async () => {
    await app?.close()
  })

  const inquiriesFrom = (email: string) => app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, email))
  const storedCount = async () => (await app.database.db.select({ n: count() }).from(contactInquiries))[0]!.n

  /** The form as a browser without JavaScript sends it: form-encoded, from this site, with the page's cookie. */
  function postForm(path: string, fields: Record<string, string>, { cookieToken = tokenIssuedAgo() as string | null, origin = app.publicUrl, ip = nextIp() } = {}) {
    return app.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: origin,
        'X-Forwarded-For': ip,
        ...(cookieToken ? { Cookie: `form_guard=${cookieToken}` } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    })
  }
  /** A page as the browser gets it, with the form token its view left in the cookie. */
  async function viewPage(path: string) {
    const response = await app.request(path)
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('form_guard='))
    return { response, page: parseDocument(await response.text()), cookieToken: cookie?.split(';')[0]?.slice('form_guard='.length) ?? null }
  }
  /** The page's live region that holds `title`, as its words read. */
  const statusWith = (page: Page, title: string) =>
    DomUtils.findAll((element) => element.attribs.role === 'status', page.children)
      .map((element) => DomUtils.findAll((child) => ['h3', 'h4', 'p', 'a'].includes(child.name), element.children).map((child) => DomUtils.textContent(child)))
      .find((lines) => lines.includes(title))

  test('the pages hold the forms posting to their route actions, each with a hidden honeypot in the HTML itself', async () => {
    const contact = await viewPage('/contact')
    expect(contact.cookieToken).toMatch(/^\d{13}\.\d{13}\./)
    const [pageForm] = forms(contact.page).filter((form) => control(form, 'fullName'))
    expect(pageForm?.attribs).toMatchObject({ method: 'post', action: '/contact#contact-form' })
    const home = await viewPage('/')
    const homeForms = forms(home.page)
    const contactForm = homeForms.find((form) => control(form, 'fullName'))!
    const calculator = homeForms.find((form) => control(form, 'monthlyCalls'))!
    expect(contactForm.attribs).toMatchObject({ method: 'post', action: '/?index#contact-form' })
    expect(calculator.attribs).toMatchObject({ method: 'post', action: '/?index#calculator' })
    expect(control(contactForm, 'intent')?.attribs).toMatchObject({ type: 'hidden', value: 'contact' })
    expect(control(calculator, 'intent')?.attribs).toMatchObject({ type: 'hidden', value: 'roi' })
    for (const form of [pageForm!, contactForm]) {
      const honeypot = control(form, 'hp_website')
      // Out of sight, out of the tab order and out of the accessibility tree.
      expect(honeypot?.attribs).toMatchObject({ tabindex: '-1', autocomplete: 'off', 'aria-hidden': 'true' })
      expect(honeypot?.parent && (honeypot.parent as Element).attribs).toMatchObject({ class: 'sr-only', 'aria-hidden': 'true' })
    }
  })

  describe('sent without JavaScript', () => {
    test('a person on /contact is stored as a new lead, sees the success text, and a reload sends nothing', async () => {
      const { cookieToken } = await viewPage('/contact')
      // A person takes longer than the time trap's 2 seconds to fill in the form.
      const email = `page-${kind}@example.com.au`
      const response = await afterHumanPause(() => postForm('/contact', { intent: 'contact', ...pageMessage, email, hp_website: '' }, { cookieToken }))
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/contact?sent=1#contact-form')
      expect(await inquiriesFrom(email)).toEqual([
        expect.objectContaining({ fullName: 'Sam Lee', phone: null, service: 'automation', message: 'Can you connect Xero?', source: 'contact', status: 'new' }),
      ])

      const before = await storedCount()
      const landed = await viewPage('/contact?sent=1')
      expect(landed.response.status).toBe(200)
      expect(statusWith(landed.page, 'Message Sent Successfully!')).toEqual(['Message Sent Successfully!', "We'll get back to you within 24 hours.", 'Send another message'])
      expect(control(landed.page, 'fullName')).toBeNull()
      expect(await storedCount()).toBe(before)
    })

    test('a person on the home page is stored as a new lead and lands on the home page saying so', async () => {
      const email = `home-${kind}@example.com.au`
      const response = await postForm('/?index', { intent: 'contact', ...homeMessage, email, hp_website: '' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/?sent=1#contact-form')
      expect(await inquiriesFrom(email)).toEqual([expect.objectContaining({ fullName: 'Nora Script', phone: '0412 345 678', source: 'home', status: 'new' })])
      const landed = await viewPage('/?sent=1')
      expect(statusWith(landed.page, 'Message Sent!')).toEqual(['Message Sent!', 'Thank you for your inquiry! We will get back to you within 24 hours.', 'Send another message'])
      expect(control(landed.page, 'fullName')).toBeNull()
    })

    test('an invalid home message comes back (400) with the spec messages next to the fields and every value as typed', async () => {
      const before = await storedCount()
      const typed = { fullName: 'N', email: 'nora@', phone: '0412 345 678', message: 'Too short' }
      const response = await postForm('/?index', { intent: 'contact', ...typed })
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const page = parseDocument(await response.text())
      expect(messageOf(page, 'fullName')).toBe('Full name must be at least 2 characters')
      expect(messageOf(page, 'email')).toBe('Please enter a valid email address')
      expect(messageOf(page, 'message')).toBe('Message must be at least 10 characters')
      expect(control(page, 'fullName')?.attribs['aria-invalid']).toBe('true')
      expect(control(page, 'phone')?.attribs['aria-invalid']).toBeUndefined()
      for (const [name, value] of Object.entries(typed)) expect(shownValue(page, name), name).toBe(value)
      expect(await storedCount()).toBe(before)
    })

    test('an invalid /contact message keeps the chosen service and the typed text', async () => {
      const response = await postForm('/contact', { intent: 'contact', fullName: '', email: 'sam@example.com.au', phone: 'call me', service: 'consulting', message: 'Hello <b>there</b>' })
      expect(response.status).toBe(400)
      const page = parseDocument(await response.text())
      expect(messageOf(page, 'fullName')).toBe('Please enter your full name')
      expect(messageOf(page, 'phone')).toBe('Please enter a valid phone number')
      expect(shownValue(page, 'service')).toBe('consulting')
      expect(shownValue(page, 'phone')).toBe('call me')
      expect(shownValue(page, 'message')).toBe('Hello <b>there</b>')
    })

    test('a filled honeypot is answered like a success and kept as spam', async () => {
      const email = `honeypot-${kind}@example.com.au`
      const response = await postForm('/contact', { ...pageMessage, email, hp_website: 'https://cheap-pills.example' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/contact?sent=1#contact-form')
      expect((await inquiriesFrom(email)).map((row) => row.status)).toEqual(['spam'])
    })

    test('a form sent within 2 seconds of the page view is answered like a success and kept as spam', async () => {
      const { cookieToken } = await viewPage('/')
      const email = `fast-${kind}@example.com.au`
      const response = await postForm('/?index', { intent: 'contact', ...homeMessage, email }, { cookieToken })
      expect(response.status).toBe(303)
      expect((await inquiriesFrom(email)).map((row) => row.status)).toEqual(['spam'])
    })

    test("the page view's token allows one message: the same cookie sent again is kept as spam", async () => {
      const cookieToken = tokenIssuedAgo()
      const first = await postForm('/contact', { ...pageMessage, email: `once-${kind}@example.com.au` }, { cookieToken })
      const again = await postForm('/contact', { ...pageMessage, email: `twice-${kind}@example.com.au` }, { cookieToken })
      expect([first.status, again.status]).toEqual([303, 303])
      expect((await inquiriesFrom(`once-${kind}@example.com.au`)).map((row) => row.status)).toEqual(['new'])
      expect((await inquiriesFrom(`twice-${kind}@example.com.au`)).map((row) => row.status)).toEqual(['spam'])
    })

    test('a form without the page cookie is answered like a success and kept as spam', async () => {
      const email = `no-cookie-${kind}@example.com.au`
      const response = await postForm('/contact', { ...pageMessage, email }, { cookieToken: null })
      expect(response.status).toBe(303)
      expect((await inquiriesFrom(email)).map((row) => row.status)).toEqual(['spam'])
    })

    test('a form posted from another site is refused (403) and stores nothing', async () => {
      const email = `cross-site-${kind}@example.com.au`
      const response = await postForm('/contact', { ...pageMessage, email }, { origin: 'https://evil.example' })
      expect(response.status).toBe(403)
      expect(await inquiriesFrom(email)).toEqual([])
    })

    test('the contact budget is the one the JSON API spends: once it is gone the page says so (429 with Retry-After)', async () => {
      const ip = nextIp()
      for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent++) expect((await app.request('/api/contact', visitorPost(homeMessage, { ip }))).status).toBe(201)
      const email = `limited-${kind}@example.com.au`
      const response = await postForm('/?index', { intent: 'contact', ...homeMessage, email }, { ip })
      expect(response.status).toBe(429)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      const page = parseDocument(await response.text())
      const alert = DomUtils.findOne((element) => element.attribs.role === 'alert' && DomUtils.textContent(element).includes('Please wait a few minutes'), page.children)
      expect(alert).not.toBeNull()
      expect(shownValue(page, 'message')).toBe(homeMessage.message)
      expect(await inquiriesFrom(email)).toEqual([])
    })

    test('ROI figures come back as a page with the results in the calculator tab, the figures as typed', async () => {
      const response = await postForm('/?index', { intent: 'roi', ...tradie }, { cookieToken: null })
      expect(response.status).toBe(200)
      const page = parseDocument(await response.text())
      const tab = DomUtils.findOne((element) => element.attribs.role === 'tab' && DomUtils.textContent(element) === 'ROI Calculator', page.children)
      expect(tab?.attribs['aria-selected']).toBe('true')
      const panel = text(page)
      expect(panel).toContain('Monthly savings$1,493.33')
      expect(panel).toContain('Annual savings$17,920')
      expect(panel).toContain('Payback period0.6 months')
      expect(panel).toContain('$899 setup (AI Voice Agent) + 12 × $65 running costs')
      // Over 1,000% in the first year: the page itself says it is an estimate, with its assumptions.
      expect(panel).toContain('This is an estimate, not a promise')
      for (const [name, value] of Object.entries(tradie)) expect(shownValue(page, name), name).toBe(value)
    })

    test('invalid ROI figures come back (400) with a message next to each and no results', async () => {
      const response = await postForm('/?index', { intent: 'roi', ...tradie, missedCalls: '600', hourlyRate: '' })
      expect(response.status).toBe(400)
      const page = parseDocument(await response.text())
      expect(messageOf(page, 'missedCalls')).toContain('Missed calls cannot be more than monthly calls')
      expect(messageOf(page, 'hourlyRate')).toContain('Hourly rate must be more than 0')
      expect(shownValue(page, 'missedCalls')).toBe('600')
      expect(shownValue(page, 'hourlyRate')).toBe('')
      expect(text(page)).not.toContain('Monthly savings$')
    })

    test('no form post answers 405: a post without an intent is read as the contact form', async () => {
      const response = await postForm('/?index', {})
      expect(response.status).toBe(400)
      expect(messageOf(parseDocument(await response.text()), 'fullName')).toBe('Full name must be at least 2 characters')
    })
  })

  describe("sent by the forms' fetchers (React Router's data requests)", () => {
    test('POST /contact.data answers with data, not a redirect, judging the token the form fetched', async () => {
      const email = `fetcher-${kind}@example.com.au`
      const { formToken } = visitorPost({}).json as { formToken: string }
      const response = await postForm('/contact.data', { intent: 'contact', ...pageMessage, email, formToken, hp_4f2a9c1b: '' }, { cookieToken: null })
      expect(response.status).toBe(200)
      expect(response.headers.get('location')).toBeNull()
      expect(response.headers.get('content-type')).toMatch(/^text\/x-script/)
      expect(await response.text()).toMatch(/"kind","sent"/)
      expect((await inquiriesFrom(email)).map((row) => row.status)).toEqual(['new'])
    })

    test("the home page's index action answers at /_.data?index, with the field messages as data (400)", async () => {
      const before = await storedCount()
      const response = await postForm('/_.data?index', { intent: 'contact', ...homeMessage, fullName: 'N' })
      expect(response.status).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      const body = await response.text()
      expect(body).toContain('"invalid"')
      expect(body).toContain('Full name must be at least 2 characters')
      expect(await storedCount()).toBe(before)
    })

    test('a calculation sent by the fetcher answers with the result as data', async () => {
      const response = await postForm('/_.data?index', { intent: 'roi', ...tradie })
      expect(response.status).toBe(200)
      const body = await response.text()
      expect(body).toContain('"calculated"')
      expect(body).toContain('1493.33')
    })
  })
})
