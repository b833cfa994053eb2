import type { AddressInfo } from 'node:net'
import express, { type RequestHandler } from 'express'
import { afterEach, describe, expect, test } from 'vitest'
import { inSequence } from './in-sequence.ts'

let close = () => {}
afterEach(() => close())

/** An app running `sequence` on every request, then answering with what the steps recorded; errors answer 500 with their message. */
async function appWith(sequence: RequestHandler) {
  const app = express()
  app.use(sequence)
  app.use((_req, res) => void res.json({ steps: res.locals.steps ?? [] }))
  app.use(((error, _req, res, _next) => void res.status(500).json({ error: (error as Error).message, steps: res.locals.steps ?? [] })) as express.ErrorRequestHandler)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  close = () => server.close()
  return async () => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    return { status: response.status, body: (await response.json()) as { steps: string[]; error?: string } }
  }
}

const record =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.steps = [...((res.locals.steps as string[] | undefined) ?? []), name]
    next()
  }

describe('inSequence', () => {
  test('runs every step in order, then the rest of the app', async () => {
    const request = await appWith(inSequence(record('a'), record('b'), record('c')))
    expect(await request()).toEqual({ status: 200, body: { steps: ['a', 'b', 'c'] } })
  })

  test('an empty sequence passes straight on', async () => {
    const request = await appWith(inSequence())
    expect(await request()).toEqual({ status: 200, body: { steps: [] } })
  })

  test('steps may continue later (asynchronously)', async () => {
    const later: RequestHandler = (_req, res, next) => void setTimeout(() => record('later')(_req, res, next), 5)
    const request = await appWith(inSequence(record('a'), later, record('c')))
    expect((await request()).body.steps).toEqual(['a', 'later', 'c'])
  })

  test('next(error), a throw and a rejected promise each skip the remaining steps and reach the error handler', async () => {
    const failures: Record<string, RequestHandler> = {
      'next(error)': (_req, _res, next) => next(new Error('next(error)')),
      throw: () => {
        throw new Error('throw')
      },
      rejection: async () => {
        await Promise.resolve()
        throw new Error('rejection')
      },
    }
    for (const [name, failing] of Object.entries(failures)) {
      const request = await appWith(inSequence(record('a'), failing, record('never')))
      expect(await request()).toEqual({ status: 500, body: { error: name, steps: ['a'] } })
      close()
    }
  })

  test('a step that answers ends the request there', async () => {
    const answer: RequestHandler = (_req, res) => void res.status(403).json({ steps: ['refused'] })
    const request = await appWith(inSequence(record('a'), answer, record('never')))
    expect(await request()).toEqual({ status: 403, body: { steps: ['refused'] } })
  })
})
