import { loadOnce } from '../../../core/load-once.ts'
import type { MailTransport } from './outbox-worker.ts'

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), loaded with the first email rather than with the server. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = loadOnce(() =>
    import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })),
  )
  return {
    async send({ from, to, subject, text, html, attachments }) {
      await (await transporter()).sendMail({ from, to, subject, text, html, attachments })
    },
  }
}
