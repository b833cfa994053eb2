import type { Server } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { type HTTP_TIMEOUTS, createHttpServer } from './http-server.ts'


let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

async function listening(timeouts?: Record<keyof typeof HTTP_TIMEOUTS, number>): Promise<number> {
  server = createHttpServer((_request, response) => response.end('ok'), timeouts)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** What a raw connection receives until the server closes it, and when it closed. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  const startedAt = Date.now()
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('error', () => {})
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => socket.on('close', () => resolve({ afterMs: Date.now() - startedAt, received })))
  return { socket, closed }
}

describe('the HTTP server and slow clients', () => {
  test('serves with our limits (10 s for a head, 30 s for a request, 5 s idle) and tells clients the keep-alive time', async () => {
    const port = await listening()
    expect(server).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 })
    const client = rawConnection(port)
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await expect.poll(() => client.socket.bytesRead).toBeGreaterThan(0)
    client.socket.destroy()
    expect((await client.closed).received).toMatch(/^HTTP\/1\.1 200 [^]*\r\nKeep-Alive: timeout=5\r\n/i)
  })

  // The same limits, shortened so they can be watched at work. Node closes an idle connection up to a second after
  // its keep-alive time (so a client retires it first).
  test('a client trickling its request head is answered 408 and cut off when the head time is up, and an idle connection when its keep-alive time is', async () => {
    const port = await listening({ headersTimeout: 1_500, requestTimeout: 5_000, keepAliveTimeout: 500, connectionsCheckingInterval: 100 })
    const slow = rawConnection(port)
    slow.socket.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    // One more header line every 200 ms: the connection is never idle, the head never complete.
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200)
    const idle = rawConnection(port)
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    const [cut, retired] = await Promise.all([slow.closed, idle.closed]).finally(() => clearInterval(trickle))

    expect(cut.received).toMatch(/^HTTP\/1\.1 408 /)
    expect(cut.afterMs).toBeGreaterThanOrEqual(1_500)
    expect(cut.afterMs).toBeLessThan(3_000)
    expect(retired.received).toMatch(/^HTTP\/1\.1 200 /)
    expect(retired.afterMs).toBeGreaterThanOrEqual(500)
    expect(retired.afterMs).toBeLessThan(2_500)
  })
})
