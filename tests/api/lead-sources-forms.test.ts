import { eq } from 'drizzle-orm'
import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactInquiries } from '../../server/db/schema/leads.ts'
import { createSpamGuard } from '../../server/domain/leads/spam-guard.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET } from '../support/visitor.ts'

/*
 * Where a lead came from, sent by the pages' forms (issue 20): with JavaScript the hidden leadSource and
 * roiSnapshot inputs carry JSON filled in by the page; without it the server reads the page from the Referer.
 */

const pageMessage = { intent: 'contact', fullName: 'Sam Lee', service: 'automation', message: 'Can you connect Xero?' }
const roiSnapshot = {
  input: { monthlyCalls: 500, missedCalls: 50, callDuration: 4, hourlyRate: 35, conversionRate: 20, orderValue: 300 },
  result: {
    monthlySavings: 3635,
    annualSavings: 43620,
    annualROI: 200,
    paybackPeriod: 4,
    breakdown: { labourSavedPerMonth: 100, revenueRecoveredPerMonth: 3000, runningCostsPerMonth: 299, investment: 5000, investmentSource: 'default' },
    assumptions: [],
    cumulative: [],
  },
}

let clientNumber = 0
const nextIp = () => `203.0.113.${(++clientNumber % 250) + 1}`
const tokenIssuedAgo = (issuedMsAgo = 5_000) => createSpamGuard({ secret: TEST_FORM_SECRET, now: () => Date.now() - issuedMsAgo }).issue().token

describe.each(databaseKinds)('lead sources from the pages on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' }, { pages: true })
    // The first render compiles the pages: done here rather than inside a test's time.
    await app.request('/contact')
  }, 240_000)
  afterAll(async () => {
    await app?.close()
  })

  const inquiryFrom = async (email: string) => (await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.email, email)))[0]
  function postForm(path: string, fields: Record<string, string>, referer?: string) {
    return app.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: app.publicUrl,
        'X-Forwarded-For': nextIp(),
        Cookie: `form_guard=${tokenIssuedAgo()}`,
        ...(referer ? { Referer: referer } : {}),
      },
      body: new URLSearchParams({ hp_website: '', ...fields }).toString(),
    })
  }

  test('the forms hold the hidden tracking inputs, empty in the shared HTML', async () => {
    for (const path of ['/contact', '/', '/book']) {
      const page = parseDocument(await (await app.request(path)).text())
      const hidden = (name: string) => DomUtils.findOne((element) => element.name === 'input' && element.attribs.name === name, page.children)
      expect(hidden('leadSource')?.attribs, path).toMatchObject({ type: 'hidden', value: '' })
      expect(hidden('roiSnapshot')?.attribs, path).toMatchObject({ type: 'hidden', value: '' })
    }
  })

  test('without JavaScript, the page (and its UTM parameters) come from the Referer of this site', async () => {
    const email = `referer-${kind}@example.com.au`
    const response = await postForm('/contact', { ...pageMessage, email, leadSource: '', roiSnapshot: '' }, `${app.baseUrl}/contact?utm_source=flyer&utm_medium=print`)
    expect(response.status).toBe(303)
    expect(await inquiryFrom(email)).toMatchObject({ source: 'contact', leadSource: { page: '/contact', utm: { source: 'flyer', medium: 'print' } }, roiSnapshot: null })

    const elsewhere = `elsewhere-${kind}@example.com.au`
    expect((await postForm('/contact', { ...pageMessage, email: elsewhere }, 'https://other.example/contact')).status).toBe(303)
    expect(await inquiryFrom(elsewhere)).toMatchObject({ leadSource: null })
  })

  test("with JavaScript, the hidden inputs' JSON is stored: the visit's source and the ROI calculation", async () => {
    const email = `script-${kind}@example.com.au`
    const leadSource = { page: '/', referrerHost: 'www.google.com', utm: { source: 'google', medium: 'cpc' } }
    const response = await postForm('/_.data?index', { ...pageMessage, intent: 'contact', fullName: 'Nora Script', message: 'Sent from the home page with a calculation.', email, leadSource: JSON.stringify(leadSource), roiSnapshot: JSON.stringify(roiSnapshot) }, `${app.baseUrl}/`)
    expect(response.status).toBe(200)
    expect(await inquiryFrom(email)).toMatchObject({ source: 'home', leadSource, roiSnapshot })
  })

  test('a booking from the /book page records the page it was made on', async () => {
    const days = (await (await app.request('/api/booking-days')).json()).days as { date: string; slots: { time: string }[] }[]
    const day = days.at(-1)!
    const email = `book-${kind}@example.com.au`
    const response = await postForm('/book', { name: 'Jordan Smith', email, phone: '0412 345 678', slot: `${day.date} ${day.slots.at(-1)!.time}` }, `${app.baseUrl}/book`)
    expect(response.status).toBe(303)
    expect(await inquiryFrom(email)).toMatchObject({ source: 'booking', leadSource: { page: '/book' } })
  })
})
