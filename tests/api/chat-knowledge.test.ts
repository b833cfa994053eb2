import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ChatQuestionGroup } from '../../contract/admin-content.ts'
import type { ChatReply } from '../../contract/chat.ts'
import type { KnowledgeEntry } from '../../contract/content.ts'
import { signInAsAdmin, type SignedInClient } from '../support/admin-client.ts'
import { type AppInstances, startAppInstances } from '../support/app-instances.ts'
import { newSessionId } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKind, onPostgres } from '../support/test-database.ts'

let clientNumber = 0
const fromClient = () => ({ 'X-Forwarded-For': `198.18.2.${(++clientNumber % 250) + 1}` })

const ask = async (app: Pick<TestApp, 'request'>, message: string) => {
  const response = await app.request('/api/chat', { method: 'POST', json: { sessionId: newSessionId(), message }, headers: fromClient() })
  expect(response.status).toBe(200)
  return (await response.json()) as ChatReply
}

const CARDS_ANSWER = 'We do not print, but we design business cards to match your new website and send print-ready files.'

describe('questions the chat could not answer, answered once by the owner', () => {
  let app: TestApp
  let admin: SignedInClient
  beforeAll(async () => {
    // With the site's pages: an answer shows on /faq under "More questions".
    app = await startTestApp(databaseKind, { TRUST_PROXY: 'loopback' }, { pages: true })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  const inbox = async () => {
    const response = await admin.get('/api/admin/chat-questions')
    expect(response.status).toBe(200)
    return (await response.json()) as ChatQuestionGroup[]
  }

  test('an unanswered question is filed, the same words asked again are one group, and an answer takes it out and is given next time with its source', async () => {
    const first = await ask(app, 'Do you print business cards?')
    // Said honestly, with the team's number.
    expect(first.response).toMatch(/outside what I can/)
    await ask(app, 'business cards, do you print them')
    // A question the assistant answers is not filed.
    await ask(app, 'How much is a chatbot?')
    const [group, ...others] = await inbox()
    expect(others).toEqual([])
    expect(group).toMatchObject({ question: 'business cards, do you print them', phrasings: ['business cards, do you print them', 'Do you print business cards?'], timesAsked: 2 })
    expect(Date.parse(group!.lastAskedAt)).toBeGreaterThanOrEqual(Date.parse(group!.firstAskedAt))

    const created = await admin.post('/api/admin/knowledge', { question: 'Can you print business cards?', answer: CARDS_ANSWER, questionId: group!.id })
    expect(created.status).toBe(201)
    const entry = (await created.json()) as KnowledgeEntry
    expect(entry).toMatchObject({ question: 'Can you print business cards?', answer: CARDS_ANSWER, phrasings: ['business cards, do you print them', 'Do you print business cards?'] })
    expect(await inbox()).toEqual([])

    // Asked as before, and as the owner put it: the owner's answer, with its place on /faq.
    for (const wording of ['Do you print business cards?', 'can you print business cards']) {
      const reply = await ask(app, wording)
      expect(reply.response, wording).toBe(CARDS_ANSWER)
      expect(reply.sources).toEqual([{ title: 'Can you print business cards?', url: '/faq#can-you-print-business-cards' }])
    }
    const faq = await (await app.request('/faq')).text()
    expect(faq).toContain('More questions')
    expect(faq).toContain('id="can-you-print-business-cards"')
    expect(faq).toContain(CARDS_ANSWER)

    const listed = (await (await admin.get('/api/admin/knowledge')).json()) as KnowledgeEntry[]
    expect(listed.map((item) => item.id)).toEqual([entry.id])
  })

  test('an entry is edited and deleted through the API; the answer changes and goes with it', async () => {
    const created = (await (await admin.post('/api/admin/knowledge', { question: 'Do you work weekends?', answer: 'Only by arrangement.' })).json()) as KnowledgeEntry
    expect(created.phrasings).toEqual([])
    const patched = await admin.patch(`/api/admin/knowledge/${created.id}`, { answer: 'Weekend work is quoted by arrangement.' })
    expect(patched.status).toBe(200)
    expect((await ask(app, 'Do you work weekends?')).response).toBe('Weekend work is quoted by arrangement.')
    expect((await admin.delete(`/api/admin/knowledge/${created.id}`)).status).toBe(200)
    expect((await ask(app, 'Do you work weekends?')).response).not.toBe('Weekend work is quoted by arrangement.')
    expect((await admin.delete(`/api/admin/knowledge/${created.id}`)).status).toBe(404)
  })

  test('bad input gets field messages: no question or answer, an unknown question id, an unknown field', async () => {
    const empty = await admin.post('/api/admin/knowledge', { question: ' ', answer: '' })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({ question: 'Please enter the question', answer: 'Please enter the answer' })
    const unknown = await admin.post('/api/admin/knowledge', { question: 'Q?', answer: 'A.', questionId: 999_999 })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ questionId: 'There is no unanswered question with this id' })
    expect((await admin.post('/api/admin/knowledge', { question: 'Q?', answer: 'A.', extra: 1 })).status).toBe(400)
  })

  test('the inbox and the knowledge are the admin’s alone', async () => {
    expect((await app.request('/api/admin/chat-questions')).status).toBe(401)
    expect((await app.request('/api/admin/knowledge', { method: 'POST', json: { question: 'Q?', answer: 'A.' } })).status).toBe(401)
  })
})

describe.runIf(onPostgres)('an answer given on one instance on PostgreSQL', () => {
  let cluster: AppInstances
  beforeAll(async () => {
    cluster = await startAppInstances(2, { TRUST_PROXY: 'loopback' })
  })
  afterAll(async () => {
    await cluster?.close()
  })

  test('is used by the other within a second', async () => {
    const [a, b] = cluster.instances as [(typeof cluster.instances)[number], (typeof cluster.instances)[number]]
    const admin = await signInAsAdmin(a as unknown as TestApp)
    // The other instance has its knowledge built before the save.
    expect((await ask(b, 'Do you print business cards?')).response).not.toBe(CARDS_ANSWER)
    const savedAt = performance.now()
    expect((await admin.post('/api/admin/knowledge', { question: 'Do you print business cards?', answer: CARDS_ANSWER })).status).toBe(201)
    let answered = false
    while (!answered && performance.now() - savedAt < 1_000) {
      answered = (await ask(b, 'Do you print business cards?')).response === CARDS_ANSWER
      if (!answered) await sleep(20)
    }
    expect(answered).toBe(true)
  })
})
