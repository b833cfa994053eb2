import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * FAQ facts from live data (ADR 027): the prices, hours and phone number the FAQ answers quote are
 * read from the services, plans and settings on each render, so an admin's save changes /faq, its
 * FAQPage JSON-LD and the contact page's FAQ on the very next request, cached pages included.
 */

type FaqPage = { '@type': 'FAQPage'; mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
type Row = { id: number; slug?: string; name?: string; key?: string }

function faqJsonLd(html: string): FaqPage {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown)
  const found = blocks.flat().find((block) => (block as { '@type'?: string })['@type'] === 'FAQPage')
  if (!found) throw new Error('no FAQPage JSON-LD on the page')
  return found as FaqPage
}

const answerTo = (page: FaqPage, question: RegExp) => page.mainEntity.find((entry) => question.test(entry.name))?.acceptedAnswer.text ?? ''
const allAnswers = (page: FaqPage) => page.mainEntity.map((entry) => entry.acceptedAnswer.text).join('\n')
/** The page's text as a visitor reads it: tags dropped, the few entities React writes decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

describe.each(databaseKinds)('FAQ facts from live data on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient

  const page = async (path: string) => {
    // Signed out, as a visitor: the page cache answers when it may.
    const response = await app.request(path)
    expect(response.status).toBe(200)
    return response.text()
  }
  const rows = async (path: string) => (await (await admin.get(path)).json()) as Row[]
  const saved = async (response: Promise<Response>) => expect((await response).status).toBe(200)

  beforeAll(async () => {
    app = await startTestApp(kind, {}, { pages: true })
    admin = await signInAsAdmin(app)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  test('the seeded FAQ states the catalogue prices, the hours setting and the phone setting, on the page and in its JSON-LD alike', async () => {
    const html = await page('/faq')
    const jsonLd = faqJsonLd(html)
    const pricing = answerTo(jsonLd, /^How does your pricing work/)
    expect(pricing).toContain('AI Workforce solutions (chatbots and voice agents) start from $699, websites from $499 for up to 3 pages and custom automation from $899 per automation project.')
    expect(answerTo(jsonLd, /goes wrong/)).toContain('call (03) 7010 1234 during business hours (Monday to Friday 9:00 AM - 6:00 PM, Saturday 10:00 AM - 4:00 PM, Melbourne time)')
    const text = visibleText(html)
    for (const entry of jsonLd.mainEntity) expect(text).toContain(entry.acceptedAnswer.text)
    expect(text).toContain('Mon-Fri 9:00 AM - 6:00 PM, Melbourne time')
    expect(allAnswers(jsonLd)).not.toMatch(/undefined|\{\w+\}/)
  })

  test("an admin's service price changes /faq and its JSON-LD on the next request", async () => {
    await page('/faq') // cached now
    const automation = (await rows('/api/admin/services')).find((service) => service.slug === 'automation')!
    await saved(admin.patch(`/api/admin/services/${automation.id}`, { price: 949 }))
    const html = await page('/faq')
    expect(answerTo(faqJsonLd(html), /^How does your pricing work/)).toContain('custom automation from $949 per automation project')
    expect(visibleText(html)).toContain('custom automation from $949 per automation project')
    expect(html).not.toContain('$899 per automation project')
  })

  test("an admin's plan price changes /faq, its JSON-LD and the contact page's FAQ on the next request", async () => {
    await page('/faq')
    await page('/contact')
    const chatbot = (await rows('/api/admin/pricing-plans')).find((plan) => plan.name === 'AI Chatbot')!
    await saved(admin.patch(`/api/admin/pricing-plans/${chatbot.id}`, { price: '$649' }))
    const faq = faqJsonLd(await page('/faq'))
    expect(answerTo(faq, /^How does your pricing work/)).toContain('AI Workforce solutions (chatbots and voice agents) start from $649')
    expect(answerTo(faq, /difference between a chatbot and a voice agent/)).toContain('AI Workforce solutions start from $649 as a one-time setup fee.')
    const contact = await page('/contact')
    expect(answerTo(faqJsonLd(contact), /How much will my project cost/)).toContain('start from $649')
    expect(visibleText(contact)).toContain('start from $649')
  })

  test("an admin's business hours and phone change /faq and its JSON-LD on the next request", async () => {
    await page('/faq')
    const settings = await rows('/api/admin/site-settings')
    const idOf = (key: string) => settings.find((setting) => setting.key === key)!.id
    await saved(admin.patch(`/api/admin/site-settings/${idOf('business_hours')}`, { value: { 'monday-friday': '8:00 AM - 5:00 PM', saturday: 'Closed', sunday: 'Closed' } }))
    await saved(admin.patch(`/api/admin/site-settings/${idOf('business_phone')}`, { value: '(03) 9000 0000' }))
    const html = await page('/faq')
    const answer = answerTo(faqJsonLd(html), /goes wrong/)
    expect(answer).toContain('call (03) 9000 0000 during business hours (Monday to Friday 8:00 AM - 5:00 PM, Melbourne time) and we reply within 24 hours.')
    expect(visibleText(html)).toContain(answer)
    expect(visibleText(html)).toContain('Mon-Fri 8:00 AM - 5:00 PM, Melbourne time')
    expect(html).not.toContain('9:00 AM - 6:00 PM')
  })

  test('a deleted service takes its price out of the answers, and the sentences still read well', async () => {
    await page('/faq')
    const automation = (await rows('/api/admin/services')).find((service) => service.slug === 'automation')!
    expect((await admin.delete(`/api/admin/services/${automation.id}`)).status).toBe(200)
    const faq = faqJsonLd(await page('/faq'))
    const pricing = answerTo(faq, /^How does your pricing work/)
    expect(pricing).toContain('AI Workforce solutions (chatbots and voice agents) start from $649 and websites from $499 for up to 3 pages.')
    expect(pricing).not.toMatch(/automation/)
    expect(allAnswers(faq)).not.toMatch(/undefined|\{\w+\}|\$(?!\d)/)
  })
})

describe.each(databaseKinds)('FAQ starting prices across a sale window on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient
  const websiteFrom = async () => answerTo(faqJsonLd(await (await app.request('/faq')).text()), /Will it work with my existing website/)

  beforeAll(async () => {
    // Only Date is faked: the server runs in this process, so its clock is the test's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-06-10T09:00:00+10:00') })
    app = await startTestApp(kind, {}, { pages: true })
    admin = await signInAsAdmin(app)
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
  })

  test('a cached /faq gives the sale price from the first minute of its first Melbourne day and the usual price after its last', async () => {
    const web = ((await (await admin.get('/api/admin/services')).json()) as Row[]).find((service) => service.slug === 'web-development')!
    const sale = await admin.patch(`/api/admin/services/${web.id}`, { salePrice: 399, saleStartDate: '2026-06-11', saleEndDate: '2026-06-11' })
    expect(sale.status).toBe(200)
    expect(await websiteFrom()).toContain('we can build one from $499 for up to 3 pages.')
    vi.setSystemTime(new Date('2026-06-10T23:59:59+10:00'))
    expect(await websiteFrom()).toContain('from $499 for up to 3 pages.')
    vi.setSystemTime(new Date('2026-06-11T00:00:00+10:00'))
    expect(await websiteFrom()).toContain('we can build one from $399 for up to 3 pages.')
    vi.setSystemTime(new Date('2026-06-12T00:00:00+10:00'))
    expect(await websiteFrom()).toContain('we can build one from $499 for up to 3 pages.')
  })
})
