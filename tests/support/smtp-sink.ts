import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on loopback that keeps what it receives (and hands each message to `onMail`);
 * it can refuse the next messages on demand.
 */
export async function startSmtpSink({ port: requestedPort = 0, onMail }: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = []
  let refuseNext = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (refuseNext > 0) {
        refuseNext--
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })))
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
    refuse(count: number) {
      refuseNext = count
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
