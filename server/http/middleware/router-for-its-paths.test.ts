import type { AddressInfo } from 'node:net'
import express, { Router } from 'express'
import { afterEach, describe, expect, test } from 'vitest'
import { routerForItsPaths } from './router-for-its-paths.ts'

let close = () => {}
afterEach(() => close())

/** An app with `router` (through routerForItsPaths) in front of a handler that answers 'after' for everything else. */
async function appWith(router: Router) {
  const app = express()
  app.use(routerForItsPaths(router))
  app.use((_req, res) => void res.send('after'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  close = () => server.close()
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { get: async (path: string, method = 'GET') => (await fetch(`${origin}${path}`, { method })).text() }
}

function contactRouter() {
  const router = Router()
  router.get('/form-guard', (_req, res) => void res.send('guard'))
  router.post('/contact', (_req, res) => void res.send('contact'))
  router.patch('/contact-inquiries/:id', (req, res) => void res.send(`inquiry ${req.params.id}`))
  return router
}

describe('routerForItsPaths', () => {
  test('requests under its routes reach the router, with parameters, trailing slashes and any letter case', async () => {
    const { get } = await appWith(contactRouter())
    expect(await get('/form-guard')).toBe('guard')
    expect(await get('/contact', 'POST')).toBe('contact')
    expect(await get('/Contact/', 'POST')).toBe('contact')
    expect(await get('/contact-inquiries/42', 'PATCH')).toBe('inquiry 42')
  })

  test('other requests pass it by, as they would have passed through it', async () => {
    const { get } = await appWith(contactRouter())
    for (const path of ['/services', '/contacts', '/', '/form-guard-x']) expect(await get(path)).toBe('after')
    // A known first segment with a method or rest the router does not serve still goes on past it.
    expect(await get('/contact')).toBe('after')
    expect(await get('/contact-inquiries/42/notes', 'PATCH')).toBe('after')
  })

  test('a router it cannot read by first segment is always entered', () => {
    const withParameterFirst = Router()
    withParameterFirst.get('/:slug', (_req, res) => void res.send('page'))
    expect(routerForItsPaths(withParameterFirst)).toBe(withParameterFirst)

    const withMiddleware = Router()
    withMiddleware.use((_req, _res, next) => next())
    withMiddleware.get('/health', (_req, res) => void res.send('ok'))
    expect(routerForItsPaths(withMiddleware)).toBe(withMiddleware)

    const withWildcard = Router()
    withWildcard.get('/*splat', (_req, res) => void res.send('any'))
    expect(routerForItsPaths(withWildcard)).toBe(withWildcard)
  })

  test('a router it can read is skipped without being entered', () => {
    const router = contactRouter()
    const guarded = routerForItsPaths(router)
    expect(guarded).not.toBe(router)
    let passedOn = false
    guarded({ path: '/services' } as express.Request, {} as express.Response, () => (passedOn = true))
    expect(passedOn).toBe(true)
  })
})
