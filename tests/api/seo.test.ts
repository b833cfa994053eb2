import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AuditPage } from '../../contract/admin-content.ts'
import { SEO_PAGE_PATHS, type SeoAnalysis, type SeoSuggestion, seoSuggestionSchema } from '../../contract/seo.ts'
import { SEO_PAGES } from '../../contract/site-settings.ts'
import { pricingPlans, siteSettings } from '../../server/db/schema/content.ts'
import { readPageFacts } from '../../server/domain/seo/html-facts.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { startFakeOpenAi } from '../support/fake-openai.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

async function analyze(admin: SignedInClient): Promise<SeoAnalysis> {
  const response = await admin.post('/api/seo/analyze', {})
  expect(response.status).toBe(200)
  return (await response.json()) as SeoAnalysis
}

async function seoSettingKeys(app: TestApp): Promise<string[]> {
  const rows = await app.database.db.select({ key: siteSettings.key }).from(siteSettings).where(like(siteSettings.key, 'seo\\_%'))
  return rows.map((row) => row.key).sort()
}

async function pageFacts(app: TestApp, path: string) {
  const response = await app.request(path)
  expect(response.status).toBe(200)
  return readPageFacts(await response.text())
}

describe.each(databaseKinds)('SEO tools on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient

  beforeAll(async () => {
    app = await startTestApp(kind, {}, { pages: true })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  test('before the first analysis there is nothing stored to implement', async () => {
    const response = await admin.get('/api/admin/seo-analysis')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No SEO analysis has been run yet.' } })
  })

  test('the analysis audits every seeded page as rendered, and is stored for the dashboard', async () => {
    const analysis = await analyze(admin)
    expect(analysis.pages.map((report) => report.path)).toEqual(SEO_PAGES.map((page) => SEO_PAGE_PATHS[page]))
    // What the audit read is what a visitor is sent.
    const pricing = await pageFacts(app, '/pricing')
    const pricingReport = analysis.pages.find((report) => report.page === 'pricing')
    expect(pricingReport?.title).toBe(pricing.title)
    expect(pricingReport?.description).toBe(pricing.description)
    // The seeded pricing description runs past 160 characters, and no page has keywords saved yet.
    expect(pricingReport?.issues.map((issue) => issue.check)).toEqual(expect.arrayContaining(['description', 'keywords']))
    for (const report of analysis.pages) expect(report.issues.map((issue) => issue.check)).toContain('keywords')
    expect(analysis.overallScore).toBeGreaterThan(60)
    expect(analysis.overallScore).toBeLessThan(100)
    expect(analysis.source).toBe('rules')
    // One valid suggestion per page needing one, each with a title of at most 60 characters.
    expect(analysis.suggestions.map((suggestion) => suggestion.page).sort()).toEqual([...SEO_PAGES].sort())
    for (const suggestion of analysis.suggestions) expect(seoSuggestionSchema.safeParse(suggestion).success).toBe(true)
    expect(new Set(analysis.suggestions.map((suggestion) => suggestion.suggestedTitle)).size).toBe(analysis.suggestions.length)

    const stored = await admin.get('/api/admin/seo-analysis')
    expect(stored.status).toBe(200)
    expect(await stored.json()).toEqual(analysis)
  })

  test('a title cut by the 60-character rule and a title shared by two pages are found', async () => {
    const long = 'Frequently Asked Questions About AI Chatbots, Voice Agents and Websites'
    for (const [key, title] of [
      ['seo_faq', long],
      ['seo_privacy_policy', 'Legal | Melbourne AI Solutions'],
      ['seo_terms_of_service', 'Legal | Melbourne AI Solutions'],
    ]) {
      expect((await admin.post('/api/admin/site-settings', { key, value: { title } })).status).toBe(201)
    }
    const analysis = await analyze(admin)
    const issuesOf = (page: string) => analysis.pages.find((report) => report.page === page)?.issues ?? []
    expect(issuesOf('faq')).toContainEqual(expect.objectContaining({ check: 'title', severity: 'high' }))
    expect(analysis.pages.find((report) => report.page === 'faq')?.title).toBe(`${long.slice(0, 57)}...`)
    for (const page of ['privacy_policy', 'terms_of_service']) {
      expect(issuesOf(page)).toContainEqual(expect.objectContaining({ check: 'duplicate-title', severity: 'high' }))
    }
    const titles = analysis.suggestions.map((suggestion) => suggestion.suggestedTitle)
    expect(new Set(titles).size).toBe(titles.length)
    const faq = analysis.suggestions.find((suggestion) => suggestion.page === 'faq')
    expect(faq?.priority).toBe('high')
    expect(faq?.suggestedTitle.length).toBeLessThanOrEqual(60)

    await app.database.db.delete(siteSettings).where(like(siteSettings.key, 'seo\\_%'))
  })

  test('Apply All writes every page setting in one go; the pages use them at once and score 100 on the next run', async () => {
    const { suggestions } = await analyze(admin)
    const logBefore = (await (await admin.get('/api/admin/audit-log?limit=1')).json()) as AuditPage
    const lastEntryId = logBefore.entries[0]?.id ?? 0
    const response = await admin.post('/api/seo/apply', { suggestions })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ applied: suggestions.length, pages: suggestions.map((suggestion) => suggestion.page) })
    expect(await seoSettingKeys(app)).toEqual(SEO_PAGES.map((page) => `seo_${page}`).sort())

    const pricingSuggestion = suggestions.find((suggestion) => suggestion.page === 'pricing') as SeoSuggestion
    const pricing = await pageFacts(app, '/pricing')
    expect(pricing.description).toBe(pricingSuggestion.suggestedDescription)
    expect(pricing.keywords).toBe(pricingSuggestion.suggestedKeywords.join(', '))

    const again = await analyze(admin)
    expect(again.overallScore).toBe(100)
    expect(again.suggestions).toEqual([])

    // Each setting written is in the audit log, with who wrote it.
    const log = (await (await admin.get('/api/admin/audit-log?limit=20')).json()) as AuditPage
    const writes = log.entries.filter((entry) => entry.id > lastEntryId)
    expect(writes.every((entry) => entry.entity === 'site-settings' && entry.action === 'create')).toBe(true)
    expect(writes).toHaveLength(SEO_PAGES.length)
    expect(writes.every((entry) => entry.actorEmail === admin.user.email)).toBe(true)
  })

  test('a title the page already shows by itself is not frozen into the setting: it keeps following the prices', async () => {
    const before = await pageFacts(app, '/pricing')
    const [row] = await app.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'seo_pricing'))
    expect(row?.value).not.toHaveProperty('title')
    const [plan] = await app.database.db.select().from(pricingPlans).where(eq(pricingPlans.isActive, true)).orderBy(pricingPlans.price).limit(1)
    expect((await admin.patch(`/api/admin/pricing-plans/${plan?.id}`, { price: '$449' })).status).toBe(200)
    const after = await pageFacts(app, '/pricing')
    expect(before.title).toContain('$499')
    expect(after.title).toContain('$449')
  })

  test('Apply writes nothing when any suggestion is invalid, and says which field is wrong', async () => {
    await app.database.db.delete(siteSettings).where(like(siteSettings.key, 'seo\\_%'))
    const good = { page: 'faq', priority: 'low', suggestedTitle: 'AI Chatbot FAQ | Melbourne AI Solutions', suggestedDescription: 'x'.repeat(100), suggestedKeywords: ['AI chatbot FAQ'], reasoning: '' }
    const cases: Array<[unknown, string]> = [
      [{ suggestions: [good, { ...good, page: 'contact', suggestedTitle: 'T'.repeat(61) }] }, 'suggestions.1.suggestedTitle'],
      [{ suggestions: [{ ...good, suggestedDescription: 'Too short.' }] }, 'suggestions.0.suggestedDescription'],
      [{ suggestions: [{ ...good, page: 'admin' }] }, 'suggestions.0.page'],
      [{ suggestions: [good, good] }, 'suggestions.1.page'],
      [{ suggestions: [] }, 'suggestions'],
      [{ suggestions: [good], extra: true }, '_'],
    ]
    for (const [body, field] of cases) {
      const response = await admin.post('/api/seo/apply', body)
      expect(response.status).toBe(400)
      const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
      expect(error.code).toBe('validation_failed')
      expect(Object.keys(error.fields)).toContain(field)
    }
    expect(await seoSettingKeys(app)).toEqual([])
  })

  test('Implement writes the valid suggestions and reports each one it could not implement', async () => {
    const valid = {
      page: 'contact',
      priority: 'medium',
      suggestedTitle: 'Free AI Consultation in Melbourne | Contact Us',
      suggestedDescription: 'Book a free 30-minute phone consultation with our Melbourne team about AI chatbots, voice agents and websites.',
      suggestedKeywords: ['free AI consultation Melbourne'],
      reasoning: 'Adds the primary keyword.',
    }
    const response = await admin.post('/api/seo/implement', {
      suggestions: [valid, { ...valid, page: 'faq', suggestedTitle: '' }, { page: 'nowhere' }],
      recommendations: ['Add alt text'],
    })
    expect(response.status).toBe(200)
    const result = (await response.json()) as { implemented: unknown[]; failed: Array<{ page: string; reason: string }> }
    expect(result.implemented).toEqual([{ page: 'contact', title: valid.suggestedTitle }])
    expect(result.failed.map((failure) => failure.page)).toEqual(['faq', 'nowhere'])
    expect(result.failed.every((failure) => failure.reason.length > 0)).toBe(true)
    expect(await seoSettingKeys(app)).toEqual(['seo_contact'])
    const contact = await pageFacts(app, '/contact')
    expect(contact.title).toBe(valid.suggestedTitle)
    expect(contact.openGraph['og:title']).toBe(valid.suggestedTitle)

    const empty = await admin.post('/api/seo/implement', { suggestions: [] })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields.suggestions).toBe('No SEO analysis available to implement')
  })
})

describe('SEO analysis with an AI service configured', () => {
  let app: TestApp
  let admin: SignedInClient
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>

  beforeAll(async () => {
    fake = await startFakeOpenAi()
    app = await startTestApp('pglite', { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'test-key', CHAT_MODEL: 'fake-model', CHAT_TIMEOUT_MS: '2000' }, { pages: true })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
    await fake?.close()
  })

  test("the AI's valid suggestions replace the audit's own; invalid ones are dropped", async () => {
    const aiTitle = 'AI Chatbot & Voice Agent Pricing | Melbourne'
    const aiDescription = 'See what an AI chatbot or voice agent costs your business: a one-time setup fee, no monthly subscription, and you own it.'
    fake.next({
      kind: 'reply',
      content: JSON.stringify({
        suggestions: [
          { page: 'pricing', suggestedTitle: aiTitle, suggestedDescription: aiDescription, reasoning: 'Leads with the primary keyword.' },
          { page: 'faq', suggestedTitle: 'x'.repeat(90), suggestedDescription: 'too long a title' },
          { page: 'admin', suggestedTitle: 'Not a page we asked about', suggestedDescription: aiDescription },
        ],
      }),
    })
    const analysis = await analyze(admin)
    expect(analysis.source).toBe('rules+ai')
    const pricing = analysis.suggestions.find((suggestion) => suggestion.page === 'pricing')
    expect(pricing).toMatchObject({ suggestedTitle: aiTitle, suggestedDescription: aiDescription })
    expect(pricing?.reasoning).toContain('Leads with the primary keyword.')
    const faq = analysis.suggestions.find((suggestion) => suggestion.page === 'faq')
    expect(faq?.suggestedTitle.length).toBeLessThanOrEqual(60)
    expect(analysis.suggestions.map((suggestion) => suggestion.page)).not.toContain('admin')
    // The model was given the pages' findings and asked for JSON.
    const request = fake.requests.at(-1)
    expect(request?.body.response_format).toEqual({ type: 'json_object' })
    expect(JSON.stringify(request?.body.messages)).toContain('pricing')
  })

  test('a failing or garbled AI service leaves the audit suggestions standing', async () => {
    fake.next({ kind: 'status', status: 500, body: '{"error":{"message":"down"}}' })
    const failed = await analyze(admin)
    expect(failed.source).toBe('rules')
    expect(failed.suggestions.length).toBeGreaterThan(0)

    fake.next({ kind: 'reply', content: 'this is not JSON' })
    const garbled = await analyze(admin)
    expect(garbled.source).toBe('rules')
    expect(garbled.suggestions).toEqual(failed.suggestions)
  })
})
