import { CalendarDays, Mail, Phone } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/section'
import { telHref } from '../../../core/format'
import { type SettingsMap, settingText } from '../../../core/settings'
import { BookCallButton } from './book-call-button'

/**
 * The band with id 'contact' that 'Get Started', 'Request Quote' and similar buttons scroll to on
 * pages other than home: the settings' call to action with the ways to reach the team.
 */
export function ContactCta({ settings, id = 'contact' }: { settings: SettingsMap; id?: string }) {
  const email = settingText(settings, 'contact_email')
  const phone = settingText(settings, 'business_phone')
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-ink py-16 text-white sm:py-24">
      <Container className="text-center">
        <h2 id={`${id}-heading`} className="mx-auto max-w-3xl text-2xl font-bold tracking-tight sm:text-4xl">
          {settingText(settings, 'cta_heading')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{settingText(settings, 'cta_description')}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <BookCallButton variant="inverse" size="lg">
            <CalendarDays aria-hidden="true" className="size-5" />
            Book a Free Consultation
          </BookCallButton>
          <Button asChild variant="outlineInverse" size="lg">
            <a href={telHref(phone)}>
              <Phone aria-hidden="true" className="size-5" />
              Call {phone}
            </a>
          </Button>
          <Button asChild variant="outlineInverse" size="lg">
            <a href={`mailto:${email}`}>
              <Mail aria-hidden="true" className="size-5" />
              Email Us
            </a>
          </Button>
        </div>
      </Container>
    </section>
  )
}
