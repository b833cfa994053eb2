import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import type { ReceivedMail } from '../support/smtp-sink'
import { E2E_INBOX_DIR } from '../support/e2e-smtp-inbox'

function inbox(): ReceivedMail[] {
  if (!existsSync(E2E_INBOX_DIR)) return []
  return readdirSync(E2E_INBOX_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(E2E_INBOX_DIR, name), 'utf8')) as ReceivedMail)
}

/** Email is decoded enough to search: quoted-printable soft breaks and escapes undone. */
export function readableMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The one message to `recipient` whose text holds `marker`, waiting for the outbox worker (it runs every few seconds). */
export async function waitForMail(recipient: string, marker: string, timeout = 20_000): Promise<ReceivedMail & { text: string }> {
  let found: (ReceivedMail & { text: string })[] = []
  await expect
    .poll(
      () => {
        found = inbox()
          .filter((mail) => mail.to.includes(recipient))
          .map((mail) => ({ ...mail, text: readableMail(mail.raw) }))
          .filter((mail) => mail.text.includes(marker))
        return found.length
      },
      { timeout, message: `an email to ${recipient} mentioning ${marker}` },
    )
    .toBe(1)
  return found[0]!
}
