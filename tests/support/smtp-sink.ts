import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on loopback that keeps what it receives (and hands each message to `onMail`);
 * it can refuse the next messages on demand, or the first message to chosen addresses.
 */
export async function startSmtpSink({
  port: requestedPort = 0,
  onMail,
  refuseFirstTo,
}: {
  port?: number
  onMail?: (mail: ReceivedMail) => void
  /** Recipients whose first message is refused for good (550); a later one to the same address is accepted. */
  refuseFirstTo?: (address: string) => boolean
} = {}) {
  const received: ReceivedMail[] = []
  let refuseNext = 0
  let refusalCode = 451
  const refusedOnce = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const firstTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).find((address) => refuseFirstTo?.(address) && !refusedOnce.has(address))
      if (firstTo) refusedOnce.add(firstTo)
      if (refuseNext > 0 || firstTo) {
        const code = firstTo ? 550 : refusalCode
        if (!firstTo) refuseNext--
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try later'), { responseCode: code })))
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        received.push(mail)
        onMail?.(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(requestedPort, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses the next `count` messages: for a while (451, retried), or with `permanent` for good (550). */
    refuse(count: number, { permanent = false }: { permanent?: boolean } = {}) {
      refuseNext = count
      refusalCode = permanent ? 550 : 451
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
