import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { PERSON_REQUEST_MESSAGE } from '../../contract/chat.ts'
import { chatConversations, outbox } from '../../server/db/schema/leads.ts'
import { people, personActivities } from '../../server/db/schema/people.ts'
import { newSessionId } from '../support/chat-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'

/*
 * A person on request (issue 34 item 6), with only Date faked: the seeded hours are Monday to Friday 9 AM to 6 PM,
 * Saturday 10 AM to 4 PM, Sunday closed (Melbourne time).
 */
/** Tuesday 1 December 2026, 11:00 AM in Melbourne: open. */
const TUESDAY_MORNING = '2026-12-01T00:00:00Z'
/** Saturday 5 December 2026, 8:00 PM in Melbourne: closed until Monday 9:00 AM. */
const SATURDAY_NIGHT = '2026-12-05T09:00:00Z'

describe.each(databaseKinds)('talking to a person from the chat on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(TUESDAY_MORNING) })
    app = await startTestApp(kind)
  }, 120_000)
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
  })

  const talk = async (sessionId: string, message: string) => {
    const response = await app.request('/api/chat', { method: 'POST', json: { sessionId, message } })
    expect(response.status).toBe(200)
    return ((await response.json()) as { response: string }).response
  }
  const handoverEmails = (sessionId: string) =>
    app.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'chat.business')))
      .then((rows) => rows.filter((row) => (row.payload as { sessionId?: string; reason?: string }).sessionId === sessionId && (row.payload as { reason?: string }).reason === 'person'))

  test('within business hours the owner is emailed at once and calling the visitor back becomes their next step today', async () => {
    vi.setSystemTime(Date.parse(TUESDAY_MORNING))
    const sessionId = newSessionId()
    await talk(sessionId, "Hi, I'm Sam Lee, sam.person@example.com, 0412 345 678")
    const reply = await talk(sessionId, PERSON_REQUEST_MESSAGE)
    expect(reply).toContain("I've let the team know you'd like to talk to a real person, and someone will call you on 0412 345 678 shortly.")

    const [email] = await handoverEmails(sessionId)
    expect(email).toMatchObject({ subject: 'Wants to talk to a person: Sam Lee' })
    expect(email!.payload).toMatchObject({ due: '2026-12-01', lead: { name: 'Sam Lee', phone: '0412 345 678' } })

    const [conversation] = await app.database.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId))
    expect(conversation!.personId).not.toBeNull()
    const [person] = await app.database.db.select().from(people).where(eq(people.id, conversation!.personId!))
    expect(person).toMatchObject({ nextStep: 'Call back: asked to talk to a person in the chat', nextStepDue: '2026-12-01' })
    const steps = await app.database.db.select().from(personActivities).where(and(eq(personActivities.personId, person!.id), eq(personActivities.kind, 'next_step')))
    expect(steps).toEqual([expect.objectContaining({ dueDate: '2026-12-01' })])

    // The visitor's copy of the conversation carries none of it.
    const history = (await (await app.request(`/api/chat/${sessionId}`)).json()) as { messages: Record<string, unknown>[] }
    expect(history.messages.every((message) => !('handover' in message))).toBe(true)
  })

  test('out of hours the reply says when someone will call, asks for a number, and offers the next free times, which book as usual', async () => {
    vi.setSystemTime(Date.parse(SATURDAY_NIGHT))
    const sessionId = newSessionId()
    const reply = await talk(sessionId, 'can i speak to a human please')
    expect(reply).toContain("We're closed right now, so I've passed your request to the team, and a real person will call you when we open, Monday at 9:00 AM.")
    expect(reply).toContain("What's the best phone number to call you on?")
    expect(reply).toMatch(/The next free times \(Melbourne time\) are Monday 7 December: /)

    const [email] = await handoverEmails(sessionId)
    expect(email!.payload).toMatchObject({ due: '2026-12-07' })
    // Nobody to set a next step on yet: the chat has no email, so no person.
    const [conversation] = await app.database.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId))
    expect(conversation!.personId).toBeNull()

    // The offered times are the booking conversation's: naming one goes on to the details.
    expect(await talk(sessionId, 'Monday 12:00 PM')).toContain('Monday 7 December at 12:00 PM Melbourne time is free.')
  })
})
