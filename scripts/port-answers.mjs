// Whether something accepts TCP connections at a URL's host and port (a local Redis or PostgreSQL
// the bench and the tests use when it is there).
import { connect } from 'node:net'

export function portAnswers(url, defaultPort) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort), timeout: 500 }, () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}
