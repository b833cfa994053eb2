import type { AddressInfo } from 'node:net'
import express from 'express'
import pino from 'pino'
import { afterEach, describe, expect, test } from 'vitest'
import { installRequestLog, levelForRequest, levelForStatus } from './request-log.ts'

type Line = { level: number; time: number; msg: string; req?: { id: string; method: string; url: string }; res?: { statusCode: number }; responseTime?: number; reason?: string }

let close = () => {}
afterEach(() => close())

/** An app with the request log in front of `routes`, logging at `level` into an array of parsed lines. */
async function appWithLog(level: string, routes: (app: express.Express) => void) {
  const lines: Line[] = []
  const logger = pino({ level, base: undefined }, { write: (chunk: string) => void lines.push(JSON.parse(chunk) as Line) })
  const app = express()
  installRequestLog(app, logger)
  routes(app)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  close = () => server.close()
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { lines, request: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init) }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the request log', () => {
  test('writes one line per answer with the id it sends back, method, url, status and time', async () => {
    const { lines, request } = await appWithLog('info', (app) => app.get('/api/services', (_req, res) => void res.json([])))
    const response = await request('/api/services?x=1')
    await settled()
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines).toEqual([{ level: 30, msg: 'request completed', req: { id, method: 'GET', url: '/api/services?x=*' }, res: { statusCode: 200 }, responseTime: expect.any(Number), time: expect.any(Number) }])
  })

  test("never writes a token, a secret, a chat's id or a search: the route's pattern and the query's names", async () => {
    const token = 'q3X9v_2kLm8ZpR4tYw7bN1cD5fG6hJ0sAe-uVxTyQzI'
    const { lines, request } = await appWithLog('info', (app) => {
      const api = express.Router()
      api.post('/bookings/:token/cancel', (req, res) => {
        req.log.warn('cancel refused')
        res.status(410).json({})
      })
      api.get('/admin/people', (_req, res) => void res.json([]))
      app.use('/api', api)
    })
    await request(`/api/bookings/${token}/cancel`, { method: 'POST' })
    await request('/api/admin/people?search=priya%40example.com.au')
    await request(`/booking/${token}`)
    await settled()
    expect(lines.map((line) => line.req?.url)).toEqual(['/api/bookings/:token/cancel', '/api/bookings/:token/cancel', '/api/admin/people?search=*', '/booking/:masked'])
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`${token}|priya`))
  })

  test('binds the request to what a handler logs, and logs failures at their level', async () => {
    const { lines, request } = await appWithLog('info', (app) =>
      app.post('/api/contact', (req, res) => {
        req.log.warn({ reason: 'honeypot' }, 'contact message kept as spam')
        res.status(400).json({})
      }),
    )
    const id = (await request('/api/contact', { method: 'POST' })).headers.get('x-request-id')
    await settled()
    const forContact = lines.filter((line) => line.req?.id === id)
    expect(forContact).toHaveLength(lines.length)
    expect(forContact.map((line) => [line.level, line.msg])).toEqual([
      [40, 'contact message kept as spam'],
      [40, 'request completed'],
    ])
    expect(forContact[0]).toMatchObject({ reason: 'honeypot', req: { method: 'POST', url: '/api/contact' } })
  })

  test('a metrics scrape that is answered is logged at debug, one that is refused at its usual level', async () => {
    const { lines, request } = await appWithLog('debug', (app) =>
      app.get('/metrics', (req, res) => void (req.get('authorization') ? res.send('up 1') : res.status(401).end())),
    )
    await request('/metrics', { headers: { Authorization: 'Bearer token' } })
    await request('/metrics')
    await settled()
    expect(lines.map((line) => [line.level, line.res?.statusCode])).toEqual([
      [20, 200],
      [40, 401],
    ])
  })

  test('leaves asset requests out, and writes nothing below the configured level', async () => {
    const { lines, request } = await appWithLog('warn', (app) => {
      app.get('/assets/app.js', (_req, res) => void res.status(404).end())
      app.get('/faq', (_req, res) => void res.send('ok'))
    })
    await request('/assets/app.js')
    await request('/faq')
    await settled()
    expect(lines).toEqual([])
  })

  test.each([
    [200, 'info'],
    [304, 'info'],
    [404, 'warn'],
    [429, 'warn'],
    [500, 'error'],
    [503, 'error'],
  ])('status %i is logged at %s', (status, level) => {
    expect(levelForStatus(status)).toBe(level)
  })

  test.each([
    ['/api/ready', 200, 'debug'],
    ['/api/health', 200, 'debug'],
    ['/api/ready', 503, 'warn'],
    ['/api/health', 503, 'warn'],
    ['/api/services', 200, 'info'],
    ['/api/services', 503, 'error'],
  ])('%s answering %i is logged at %s: health checks every second do not fill the log', (pathname, status, level) => {
    expect(levelForRequest(pathname, status)).toBe(level)
  })
})
