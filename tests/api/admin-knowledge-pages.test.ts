import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chatQuestions, knowledgeEntries } from '../../server/db/schema/knowledge.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { signInAsAdmin, type SignedInClient } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'

/** The admin's /admin/questions and /admin/knowledge pages, their forms sent as a browser without JavaScript sends them. */
describe('the questions inbox and the answers as admin pages', () => {
  let app: TestApp
  let admin: SignedInClient
  beforeAll(async () => {
    app = await startTestApp('pglite', {}, { pages: true })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  const sendForm = (path: string, fields: Record<string, string>) =>
    admin.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { Origin: app.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' })

  test('a question in the inbox is answered with its form; the page then no longer lists it and the answers page does', async () => {
    const [group] = await app.database.db.insert(chatQuestions).values({ topic: 'card print', phrasings: ['Do you print business cards?'], timesAsked: 3 }).returning()
    // React marks where one text node ends and the next begins.
    const inbox = (await (await admin.get('/admin/questions')).text()).replaceAll('<!-- -->', '')
    expect(inbox).toContain('Do you print business cards?')
    expect(inbox).toContain('Asked 3 times')

    const refused = await sendForm('/admin/questions', { intent: 'answer', questionId: String(group!.id), question: 'Do you print business cards?', answer: ' ' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Please enter the answer')

    const sent = await sendForm('/admin/questions', { intent: 'answer', questionId: String(group!.id), question: 'Do you print business cards?', answer: 'We design them; printing is up to you.' })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/admin/questions')
    expect(await (await admin.get('/admin/questions')).text()).not.toContain('Do you print business cards?')
    const [entry] = await app.database.db.select().from(knowledgeEntries).where(eq(knowledgeEntries.question, 'Do you print business cards?'))
    expect(entry?.answer).toBe('We design them; printing is up to you.')
    expect(await (await admin.get('/admin/knowledge')).text()).toContain('We design them; printing is up to you.')

    const edited = await sendForm('/admin/knowledge', { intent: 'update', id: String(entry!.id), question: 'Do you print business cards?', answer: 'We design them.' })
    expect(edited.status).toBe(303)
    const deleted = await sendForm('/admin/knowledge', { intent: 'delete', id: String(entry!.id) })
    expect(deleted.status).toBe(303)
    expect(await app.database.db.select().from(knowledgeEntries).where(eq(knowledgeEntries.id, entry!.id))).toEqual([])
    const audited = await app.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'knowledge'))
    expect(audited.map((row) => row.action)).toEqual(['create', 'update', 'delete'])
    expect((await sendForm('/admin/knowledge', { intent: 'delete', id: String(entry!.id) })).status).toBe(404)
  })

  test('signed out, both pages lead to the sign-in page', async () => {
    for (const path of ['/admin/questions', '/admin/knowledge']) {
      const response = await app.request(path, { redirect: 'manual' })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location')).toContain('/admin/login')
    }
  })
})
