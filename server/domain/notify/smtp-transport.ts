import type { Transporter } from 'nodemailer'
import type { MailTransport } from './outbox-worker.ts'

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), loaded with the first email rather than with the server. */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined
  return {
    async send({ from, to, subject, text, attachments }) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
      )
      await (await transporter).sendMail({ from, to, subject, text, attachments })
    },
  }
}
