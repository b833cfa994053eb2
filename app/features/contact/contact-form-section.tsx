import { Mail, Phone } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { telHref } from '~/lib/format'
import { type SettingsMap, settingText } from '~/lib/settings'

/**
 * The 'Send Us a Message' block that Book Call links to (#contact-form). The message form itself
 * arrives in a later issue and replaces the ways-to-reach-us paragraph below; until then the
 * section points visitors at email and phone rather than showing a form that goes nowhere.
 */
export function ContactFormSection({ settings }: { settings: SettingsMap }) {
  const email = settingText(settings, 'contact_email')
  const phone = settingText(settings, 'business_phone')
  return (
    <section id="contact-form" aria-labelledby="contact-form-heading" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink">
        Send Us a Message
      </h2>
      <p className="mt-4 text-lg font-semibold text-ink">{settingText(settings, 'cta_heading')}</p>
      <p className="mt-2 text-base text-ink-soft">{settingText(settings, 'cta_description')}</p>
      <p className="mt-4 text-base text-ink-soft">
        Email us at{' '}
        <a href={`mailto:${email}`} className="font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-4 hover:text-primary-hover">
          {email}
        </a>{' '}
        or call{' '}
        <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-primary underline underline-offset-4 hover:text-primary-hover">
          {phone}
        </a>
        . Tell us a little about your business and what you would like to achieve, and we will reply within 24 hours.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <a href={`mailto:${email}`}>
            <Mail aria-hidden="true" className="size-4" />
            Email Us
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={telHref(phone)}>
            <Phone aria-hidden="true" className="size-4" />
            Call {phone}
          </a>
        </Button>
      </div>
    </section>
  )
}
