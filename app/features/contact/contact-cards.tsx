import { Headset, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { telHref } from '../../../core/format'
import { type SettingsMap, settingText } from '../../../core/settings'

const linkClass = 'inline-flex min-h-11 items-center font-semibold [overflow-wrap:anywhere] text-primary underline-offset-4 hover:text-primary-hover hover:underline'

/** The ways to reach the team, each card's text from site settings. */
export function ContactCards({ settings }: { settings: SettingsMap }) {
  const email = settingText(settings, 'contact_email')
  const supportEmail = settingText(settings, 'support_email')
  const phone = settingText(settings, 'business_phone')
  const mobile = settingText(settings, 'secondary_phone')
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      <ContactCard icon={<Mail aria-hidden="true" className="size-6" />} title="General Inquiries" description={settingText(settings, 'general_inquiries_description')}>
        <a className={linkClass} href={`mailto:${email}`}>
          {email}
        </a>
      </ContactCard>
      <ContactCard icon={<Headset aria-hidden="true" className="size-6" />} title="Client Support" description={settingText(settings, 'support_description')}>
        <a className={linkClass} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </ContactCard>
      <ContactCard icon={<Phone aria-hidden="true" className="size-6" />} title="Phone" description={settingText(settings, 'phone_description')}>
        <a className={linkClass} href={telHref(phone)}>
          <span className="sr-only">Office: </span>
          {phone}
        </a>
        <a className={linkClass} href={telHref(mobile)}>
          <span className="sr-only">Mobile: </span>
          {mobile}
        </a>
      </ContactCard>
      <ContactCard icon={<MapPin aria-hidden="true" className="size-6" />} title="Visit Us" description={settingText(settings, 'location_description')}>
        <address className="py-2.5 font-semibold text-ink not-italic">{settingText(settings, 'office_address')}</address>
      </ContactCard>
    </ul>
  )
}

function ContactCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:gap-6">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">{icon}</span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-lg font-bold text-ink">{title}</h3>
        <p className="mt-2 flex-1 text-base text-ink-soft">{description}</p>
        <div className="mt-2 flex flex-col items-start text-base">{children}</div>
      </div>
    </li>
  )
}
