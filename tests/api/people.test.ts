import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PersonDetail, PersonList, TimelineEntry } from '../../contract/people.ts'
import { auditLog } from '../../server/db/schema/audit.ts'
import { chatConversations, contactInquiries, outbox } from '../../server/db/schema/leads.ts'
import { people } from '../../server/db/schema/people.ts'
import { type SignedInClient, signInAsAdmin } from '../support/admin-client.ts'
import { type TestApp, startTestApp } from '../support/test-app.ts'
import { databaseKinds } from '../support/test-database.ts'
import { TEST_FORM_SECRET, visitorPost } from '../support/visitor.ts'

type InquirySeed = { fullName: string; email: string; phone?: string; company?: string; status?: string; message?: string; source?: string }

describe.each(databaseKinds)('the People desk on %s', (kind) => {
  let app: TestApp
  let admin: SignedInClient

  beforeAll(async () => {
    app = await startTestApp(kind, { SESSION_SECRET: TEST_FORM_SECRET, TRUST_PROXY: 'loopback' })
    admin = await signInAsAdmin(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  /** An inquiry written straight to the table: the database links it to its person, as on every path. */
  async function inquiry(seed: InquirySeed): Promise<{ id: number; personId: number | null }> {
    const [row] = await app.database.db
      .insert(contactInquiries)
      .values({ message: 'Hello there', ...seed })
      .returning({ id: contactInquiries.id, personId: contactInquiries.personId })
    return row!
  }

  async function personOf(email: string): Promise<number> {
    const [row] = await app.database.db.select({ id: people.id }).from(people).where(eq(people.emailKey, email.trim().toLowerCase()))
    return row!.id
  }

  async function detail(id: number): Promise<PersonDetail> {
    const response = await admin.get(`/api/admin/people/${id}`)
    expect(response.status).toBe(200)
    return (await response.json()) as PersonDetail
  }

  async function search(query: string): Promise<PersonList> {
    const response = await admin.get(`/api/admin/people?${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as PersonList
  }

  const typesOf = (timeline: TimelineEntry[]) => timeline.map((entry) => entry.type)

    test('a message and a booking from one address in different case are one person, and the timeline holds both', async () => {
    const sent = await app.request('/api/contact', visitorPost({ fullName: 'Mina Case', email: 'Mina.Case@Example.com.au', phone: '0413 111 222', message: 'We need a chatbot for the shop.' }))
    expect(sent.status).toBe(201)
    const day = (await app.services.bookings.bookingDays()).find((candidate) => candidate.slots.length >= 1)!
    const booked = await app.services.bookings.book(
      { date: day.date, time: day.slots[0]!.time, name: 'Mina Case', email: '  mina.case@example.com.au ', phone: '0413 111 222', service: 'Free Consultation', company: 'Case Co', message: 'Call me', promoCode: undefined },
      { spam: false },
    )
    expect(booked.ok).toBe(true)
    const id = await personOf('mina.case@example.com.au')
    const { person, timeline } = await detail(id)
    expect(person).toMatchObject({ name: 'Mina Case', email: 'Mina.Case@Example.com.au', company: 'Case Co', stage: 'new' })
    expect(person.doors).toEqual(expect.arrayContaining(['home', 'booking']))
    expect(typesOf(timeline)).toEqual(expect.arrayContaining(['inquiry', 'booking', 'booking_event']))
    const message = timeline.find((entry) => entry.type === 'inquiry' && entry.message === 'We need a chatbot for the shop.')
    expect(message).toBeDefined()
    expect(timeline.find((entry) => entry.type === 'booking')).toMatchObject({ upcoming: true, status: 'confirmed' })
    // Newest first.
    const times = timeline.map((entry) => Date.parse(entry.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  test('the timeline lists emails sent to the address, without their payload', async () => {
    const { personId } = await inquiry({ fullName: 'Otto Outbox', email: 'otto@example.com.au' })
    await app.database.db.insert(outbox).values({ kind: 'visitor-confirmation', recipient: 'OTTO@example.com.au', subject: 'Thanks, Otto', payload: { secret: 'body' }, status: 'sent', sentAt: new Date() })
    const { timeline } = await detail(personId!)
    const email = timeline.find((entry) => entry.type === 'email')
    expect(email).toMatchObject({ kind: 'visitor-confirmation', subject: 'Thanks, Otto', status: 'sent' })
    expect(JSON.stringify(timeline)).not.toContain('secret')
  })

  test('a spam inquiry belongs to nobody', async () => {
    const spam = await inquiry({ fullName: 'Spam Bot', email: 'spam-only@example.com.au', status: 'spam' })
    expect(spam.personId).toBeNull()
    expect((await search('q=spam-only')).people).toEqual([])
  })

  test('a note is added (201) and audited; a bad note is a 400; an unknown person a 404', async () => {
    const { personId } = await inquiry({ fullName: 'Nora Note', email: 'nora@example.com.au' })
    const response = await admin.post(`/api/admin/people/${personId}/notes`, { text: 'Prefers mornings' })
    expect(response.status).toBe(201)
    const body = (await response.json()) as PersonDetail
    expect(body.timeline[0]).toMatchObject({ type: 'note', text: 'Prefers mornings', actorEmail: admin.user.email })
    const audits = await app.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'people'), eq(auditLog.entityId, personId!)))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ action: 'update', actorEmail: admin.user.email, after: { note: { text: 'Prefers mornings' } } })
    expect((await admin.post(`/api/admin/people/${personId}/notes`, { text: '  ' })).status).toBe(400)
    expect((await admin.post(`/api/admin/people/${personId}/notes`, { text: 'x'.repeat(5001) })).status).toBe(400)
    expect((await admin.post('/api/admin/people/999999/notes', { text: 'Hi' })).status).toBe(404)
    expect((await admin.get('/api/admin/people/999999')).status).toBe(404)
    expect((await admin.get('/api/admin/people/abc')).status).toBe(400)
  })

  test('a next step is set with a due date, shows on the list, and is cleared', async () => {
    const { personId } = await inquiry({ fullName: 'Ned Next', email: 'ned@example.com.au' })
    const set = await admin.patch(`/api/admin/people/${personId}`, { nextStep: { text: 'Send the proposal', due: '2031-05-06' } })
    expect(set.status).toBe(200)
    const body = (await set.json()) as PersonDetail
    expect(body.person).toMatchObject({ nextStep: 'Send the proposal', nextStepDue: '2031-05-06' })
    expect(body.timeline[0]).toMatchObject({ type: 'next_step', text: 'Send the proposal', dueDate: '2031-05-06' })
    expect((await search('q=ned%40example')).people[0]).toMatchObject({ nextStep: 'Send the proposal', nextStepDue: '2031-05-06' })
    expect((await admin.patch(`/api/admin/people/${personId}`, { nextStep: { text: 'x', due: '2031-02-30' } })).status).toBe(400)
    const cleared = (await (await admin.patch(`/api/admin/people/${personId}`, { nextStep: null })).json()) as PersonDetail
    expect(cleared.person).toMatchObject({ nextStep: null, nextStepDue: null })
  })

  test('a stage change moves the open inquiries, not spam, won or lost ones, and is recorded', async () => {
    const email = 'stella@example.com.au'
    const open = await inquiry({ fullName: 'Stella Stage', email })
    const contacted = await inquiry({ fullName: 'Stella Stage', email, status: 'contacted' })
    const won = await inquiry({ fullName: 'Stella Stage', email, status: 'won' })
    const lost = await inquiry({ fullName: 'Stella Stage', email, status: 'lost' })
    const spam = await inquiry({ fullName: 'Stella Stage', email, status: 'spam' })
    const id = open.personId!
    const response = await admin.patch(`/api/admin/people/${id}`, { stage: 'qualified' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as PersonDetail
    expect(body.person.stage).toBe('qualified')
    expect(body.timeline[0]).toMatchObject({ type: 'stage', fromStage: 'new', toStage: 'qualified' })
    const statuses = async () =>
      Object.fromEntries(
        (await app.database.db.select({ id: contactInquiries.id, status: contactInquiries.status }).from(contactInquiries).where(eq(contactInquiries.email, email))).map((row) => [row.id, row.status]),
      )
    expect(await statuses()).toEqual({ [open.id]: 'qualified', [contacted.id]: 'qualified', [won.id]: 'won', [lost.id]: 'lost', [spam.id]: 'spam' })
    // The inquiry list of the spec keeps working and shows the moved status, and each inquiry names its person.
    const listed = (await (await admin.get('/api/contact-inquiries')).json()) as { id: number; status: string; personId: number | null }[]
    expect(listed.find((row) => row.id === open.id)).toMatchObject({ status: 'qualified', personId: id })
    expect(listed.find((row) => row.id === spam.id)).toMatchObject({ status: 'spam', personId: null })
    expect((await admin.patch(`/api/admin/people/${id}`, { stage: 'spam' })).status).toBe(400)
    expect((await admin.patch(`/api/admin/people/${id}`, {})).status).toBe(400)
  })

  test('details are edited; a line break in a name is refused', async () => {
    const { personId } = await inquiry({ fullName: 'Edda Edit', email: 'edda@example.com.au' })
    const body = (await (await admin.patch(`/api/admin/people/${personId}`, { name: 'Edda Edited', company: 'Edit Pty Ltd', phone: '03 9000 1111' })).json()) as PersonDetail
    expect(body.person).toMatchObject({ name: 'Edda Edited', company: 'Edit Pty Ltd', phone: '03 9000 1111' })
    expect((await admin.patch(`/api/admin/people/${personId}`, { name: 'A\r\nBcc: x' })).status).toBe(400)
  })

  test('search is partial and case-insensitive over name, email, phone and company, and filters by stage', async () => {
    const { personId } = await inquiry({ fullName: 'Quentin Query', email: 'q.query@findme.example', phone: '+61 412 987 654', company: 'Percent_Widgets 100%' })
    const found = async (query: string) => (await search(query)).people.map((person) => person.id)
    expect(await found('q=quentin%20QU')).toContain(personId)
    expect(await found('q=FINDME.example')).toContain(personId)
    expect(await found('q=0412%20987%20654')).toContain(personId)
    expect(await found('q=987654')).toContain(personId)
    expect(await found('q=percent_widgets%20100%25')).toContain(personId)
    // % and _ are taken literally: '_' does not match any one character.
    expect(await found('q=Percent%25Widgets')).not.toContain(personId)
    expect(await found('q=quentin&stage=won')).not.toContain(personId)
    expect(await found('q=quentin&stage=new')).toContain(personId)
    expect((await admin.get('/api/admin/people?stage=spam')).status).toBe(400)
  })

  test('a phone match is suggested, and merging moves the leads and keeps the address as an alias', async () => {
    const kept = await inquiry({ fullName: 'Mel Merge', email: 'mel@example.com.au', phone: '0499 000 111' })
    const other = await inquiry({ fullName: 'Melanie Merge', email: 'mel.work@example.com.au', phone: '+61 499 000 111', company: 'Merge Co' })
    const { phoneMatches } = await detail(kept.personId!)
    expect(phoneMatches.map((match) => match.id)).toEqual([other.personId])
    expect((await admin.post(`/api/admin/people/${kept.personId}/merge`, { otherId: kept.personId })).status).toBe(409)
    expect((await admin.post(`/api/admin/people/${kept.personId}/merge`, { otherId: 999999 })).status).toBe(404)
    const merged = await admin.post(`/api/admin/people/${kept.personId}/merge`, { otherId: other.personId })
    expect(merged.status).toBe(200)
    const body = (await merged.json()) as PersonDetail
    expect(body.person).toMatchObject({ id: kept.personId, name: 'Mel Merge', company: 'Merge Co' })
    expect(body.aliases).toEqual(['mel.work@example.com.au'])
    expect(body.timeline.filter((entry) => entry.type === 'inquiry')).toHaveLength(2)
    expect(body.timeline[0]).toMatchObject({ type: 'merged' })
    expect((await admin.get(`/api/admin/people/${other.personId}`)).status).toBe(404)
    // A later lead from the merged address belongs to the kept person.
    expect((await inquiry({ fullName: 'Melanie', email: 'MEL.WORK@example.com.au' })).personId).toBe(kept.personId)
  })

  test('the CSV export neutralises formula injection and keeps the filters', async () => {
    await inquiry({ fullName: '=HYPERLINK("http://evil.example","x")', email: 'formula@example.com.au', company: '+SUM(A1)' })
    const response = await admin.get('/api/admin/people.csv?q=formula%40example')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const text = await response.text()
    const lines = text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toMatch(/^ID,Name,Email,Phone,Company,Stage/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(lines[1]).toContain("'+SUM(A1)")
  })

  test('the list shows the doors each person came by, their latest source and their newest activity', async () => {
    const { personId } = await inquiry({ fullName: 'Dora Doors', email: 'dora.doors@example.com.au', source: 'home' })
    await app.database.db.update(contactInquiries).set({ leadSource: { page: '/pricing', referrerHost: 'www.google.com', utm: undefined } }).where(eq(contactInquiries.personId, personId!))
    const [chat] = await app.database.db
      .insert(chatConversations)
      .values({ sessionId: `doors-${kind}-${Date.now()}`, leadData: { email: 'DORA.DOORS@example.com.au', name: 'Dora' }, leadSource: { page: '/ai-tools', referrerHost: undefined, utm: { source: 'newsletter' } } })
      .returning()
    expect(chat!.personId).toBe(personId)
    const [listed] = (await search('q=dora.doors')).people
    expect(listed).toMatchObject({ id: personId, doors: ['home', 'chat'], source: { page: '/ai-tools', utm: { source: 'newsletter' } }, lastActivityAt: chat!.updatedAt.toISOString() })
  })

  test('the list is newest activity first and pages', async () => {
    const first = await inquiry({ fullName: 'Paging One', email: 'paging1@example.com.au' })
    const second = await inquiry({ fullName: 'Paging Two', email: 'paging2@example.com.au' })
    await admin.post(`/api/admin/people/${first.personId}/notes`, { text: 'Bumps them to the top' })
    const list = await search('q=paging')
    expect(list.people.map((person) => person.id)).toEqual([first.personId, second.personId])
    expect(list.total).toBe(2)
    const next = await search('q=paging&offset=1')
    expect(next.people.map((person) => person.id)).toEqual([second.personId])
  })
})
