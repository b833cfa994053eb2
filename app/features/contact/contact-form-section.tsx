import { telHref } from '../../../core/format'
import { type SettingsMap, settingText } from '../../../core/settings'
import type { ContactAnswer } from './contact-answer'
import { ContactForm } from './contact-form'
import { ContactSent } from './contact-sent'

type ContactFormSectionProps = {
  settings: SettingsMap
  /** The route action the form posts to. */
  action: string
  /** The action's answer to a form the browser sent itself. */
  answer?: ContactAnswer
  /** This is the page a form sent without JavaScript was redirected to: the success text stands in the form's place. */
  sent: boolean
}

/** The 'Send Us a Message' block that Book Call links to (#contact-form). */
export function ContactFormSection({ settings, action, answer, sent }: ContactFormSectionProps) {
  const email = settingText(settings, 'contact_email')
  const phone = settingText(settings, 'business_phone')
  return (
    <section id="contact-form" aria-labelledby="contact-form-heading" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink">
        Send Us a Message
      </h2>
      <p className="mt-4 text-lg font-semibold text-ink">{settingText(settings, 'cta_heading')}</p>
      <p className="mt-2 mb-8 text-base text-ink-soft">{settingText(settings, 'cta_description')}</p>
      {sent ? <ContactSent variant="page" /> : <ContactForm variant="page" action={action} answer={answer} />}
      <p className="mt-6 border-t border-line pt-6 text-sm text-ink-soft">
        Rather email or call? Write to{' '}
        <a href={`mailto:${email}`} className="font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-4 hover:text-primary-hover">
          {email}
        </a>{' '}
        or phone{' '}
        <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-primary underline underline-offset-4 hover:text-primary-hover">
          {phone}
        </a>
        .
      </p>
    </section>
  )
}
