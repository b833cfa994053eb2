// The browser tests' mailbox: a real SMTP server on loopback that the e2e app sends to (SMTP_URL),
// writing each message to test-results/e2e-inbox/ so the tests can read what the business and the
// visitor were sent. The first message to a refused-once.* address bounces, so a test can see a failed email.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startSmtpSink } from './smtp-sink.ts'

/** The inbox refuses for good (550) the first message to an address starting with this, and accepts the next. */
export const E2E_REFUSED_ONCE_PREFIX = 'refused-once.'

export const E2E_INBOX_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/e2e-inbox')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  rmSync(E2E_INBOX_DIR, { recursive: true, force: true })
  mkdirSync(E2E_INBOX_DIR, { recursive: true })
  let count = 0
  const port = Number(process.env.E2E_SMTP_PORT)
  await startSmtpSink({
    port,
    refuseFirstTo: (address) => address.startsWith(E2E_REFUSED_ONCE_PREFIX),
    onMail: (mail) => writeFileSync(path.join(E2E_INBOX_DIR, `${String(++count).padStart(5, '0')}.json`), JSON.stringify(mail)),
  })
  console.log(`e2e inbox listening on smtp://127.0.0.1:${port}`)
}
