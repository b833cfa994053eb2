import { telHref } from '~/lib/format'
import { type SettingsMap, settingText } from '~/lib/settings'
import { ContactForm } from './contact-form'

type ContactFormSectionProps = {
  settings: SettingsMap
}

/** The 'Send Us a Message' block that Book Call links to (#contact-form). */
export function ContactFormSection({ settings }: ContactFormSectionProps) {
  const email = settingText(settings, 'contact_email')
  const phone = settingText(settings, 'business_phone')
  return (
    <section id="contact-form" aria-labelledby="contact-form-heading" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink">
        Send Us a Message
      </h2>
      <p className="mt-4 text-lg font-semibold text-ink">{settingText(settings, 'cta_heading')}</p>
      <p className="mt-2 mb-8 text-base text-ink-soft">{settingText(settings, 'cta_description')}</p>
      <ContactForm variant="page" />
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
