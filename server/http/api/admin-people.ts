import { Router } from 'express'
import { z } from 'zod'
import { entityIdSchema } from '../../../contract/admin-content.ts'
import { type PersonSummary, personListQuerySchema, personMergeSchema, personNoteSchema, personUpdateSchema } from '../../../contract/people.ts'
import { actorOf } from '../../domain/admin/audit.ts'
import { type CsvCell, toCsv } from '../../domain/admin/csv.ts'
import type { AppServices } from '../../services.ts'
import { httpError } from '../errors.ts'
import { requireAdmin, requireAdminSession } from '../middleware/require-admin.ts'
import { parseInput } from '../validate.ts'
import { melbourneTimestamp, sendCsv } from './csv-download.ts'

const idParams = z.object({ id: entityIdSchema })
const notFound = (id: number) => httpError(404, 'not_found', `No person with id ${id}.`)

/**
 * The admin's People desk (issue 20): the directory (JSON and CSV), one person with their timeline, and the
 * owner's edits, notes and merges. Every call needs an admin; writes are audited.
 */
export function adminPeopleRouter({ peopleDesk }: AppServices): Router {
  const router = Router()

  router.get('/admin/people', requireAdmin, async (req, res) => {
    res.json(await peopleDesk.list(parseInput(personListQuerySchema, req.query)))
  })

  router.get('/admin/people.csv', requireAdmin, async (req, res) => {
    const everyone = await peopleDesk.everyMatch(parseInput(personListQuerySchema, req.query))
    sendCsv(res, 'people', toCsv(PEOPLE_HEADER, everyone.map(personRow)))
  })

  router.get('/admin/people/:id', requireAdmin, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const person = await peopleDesk.find(id)
    if (!person) throw notFound(id)
    res.json(person)
  })

  router.patch('/admin/people/:id', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const { id } = parseInput(idParams, req.params)
    const person = await peopleDesk.update(actor, id, parseInput(personUpdateSchema, req.body))
    if (!person) throw notFound(id)
    res.json(person)
  })

  router.post('/admin/people/:id/notes', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const { id } = parseInput(idParams, req.params)
    const { text } = parseInput(personNoteSchema, req.body)
    const person = await peopleDesk.addNote(actor, id, text)
    if (!person) throw notFound(id)
    res.status(201).json(person)
  })

  router.post('/admin/people/:id/merge', async (req, res) => {
    const actor = actorOf(requireAdminSession(res).user)
    const { id } = parseInput(idParams, req.params)
    const { otherId } = parseInput(personMergeSchema, req.body)
    const outcome = await peopleDesk.merge(actor, id, otherId)
    if (outcome.kind === 'same-person') throw httpError(409, 'conflict', 'A person cannot be merged into themselves.')
    if (outcome.kind === 'not-found') throw notFound(outcome.id)
    res.json(outcome.person)
  })

  return router
}

const PEOPLE_HEADER = ['ID', 'Name', 'Email', 'Phone', 'Company', 'Stage', 'Came by', 'Source page', 'Referrer', 'UTM source', 'UTM medium', 'UTM campaign', 'Next step', 'Next step due', 'Last activity (Melbourne)', 'First seen (Melbourne)']

function personRow(person: PersonSummary): CsvCell[] {
  return [
    person.id,
    person.name,
    person.email,
    person.phone,
    person.company,
    person.stage,
    person.doors.join(' '),
    person.source?.page,
    person.source?.referrerHost,
    person.source?.utm?.source,
    person.source?.utm?.medium,
    person.source?.utm?.campaign,
    person.nextStep,
    person.nextStepDue,
    melbourneTimestamp(person.lastActivityAt),
    melbourneTimestamp(person.createdAt),
  ]
}
