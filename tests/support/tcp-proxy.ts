import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net'

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL in the fault tests). `cut()` is the
 * server going away: every open connection is destroyed and new ones are refused (the port closes);
 * `restore()` opens the same port again.
 */
export async function startTcpProxy({ targetPort, targetHost = '127.0.0.1' }: { targetPort: number; targetHost?: string }) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0

  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }

  async function listen(requestedPort: number) {
    const next = createServer((client) => {
      const upstream = connect(targetPort, targetHost)
      track(client)
      track(upstream)
      client.pipe(upstream).pipe(client)
      client.once('close', () => upstream.destroy())
      upstream.once('close', () => client.destroy())
    })
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject)
      next.listen(requestedPort, '127.0.0.1', () => resolve())
    })
    server = next
    port = (next.address() as AddressInfo).port
  }

  async function stopListening() {
    const current = server
    server = undefined
    for (const socket of sockets) socket.destroy()
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  await listen(0)
  return {
    get port() {
      return port
    },
    /** How many client and upstream sockets are open now. */
    get openSockets() {
      return sockets.size
    },
    /** The server stops: open connections are reset and the port refuses new ones. */
    cut: stopListening,
    /** The server is back on the same port. */
    async restore() {
      if (!server) await listen(port)
    },
    close: stopListening,
  }
}
