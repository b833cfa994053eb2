import nodemailer from 'nodemailer'
import type { MailTransport } from './outbox-worker.ts'

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
  return {
    async send({ from, to, subject, text, attachments }) {
      await transporter.sendMail({ from, to, subject, text, attachments })
    },
  }
}
