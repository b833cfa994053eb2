import { Mail, MapPin, Phone, Smartphone } from 'lucide-react'
import { Link } from 'react-router'
import { telHref } from '../../../core/format'
import { type SettingsMap, settingText } from '../../../core/settings'
import { Logo } from './logo'

const serviceLinks = [
  { label: 'AI Workforce Solutions', to: '/services/ai-workforce' },
  { label: 'Professional Web Development', to: '/services/web-development' },
  { label: 'Custom Automation Solutions', to: '/services/automation' },
  { label: 'All Services', to: '/services' },
]

const companyLinks = [
  { label: 'About Us', to: '/' },
  { label: 'Portfolio', to: '/ai-tools' },
  { label: 'Demos', to: '/demos' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
]

const linkClass = 'inline-flex min-h-11 items-center text-slate-300 transition-colors hover:text-white sm:min-h-8'

export function Footer({ settings, year }: { settings: SettingsMap; year: number }) {
  const phone = settingText(settings, 'business_phone')
  const mobile = settingText(settings, 'secondary_phone')
  const email = settingText(settings, 'contact_email')
  return (
    <footer className="bg-ink text-slate-300">
      {/* On phones the two link lists share a row: one column of everything was a screen and a half. */}
      <div className="mx-auto grid w-full max-w-[75rem] grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:gap-10 sm:px-6 sm:py-16 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 sm:col-span-1">
          <Logo siteName={settingText(settings, 'site_name')} inverse />
          <p className="mt-4 text-sm">{settingText(settings, 'site_tagline')}</p>
        </div>
        <FooterLinks title="Services" links={serviceLinks} />
        <FooterLinks title="Company" links={companyLinks} />
        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-300" />
              <span>{settingText(settings, 'office_address')}</span>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-blue-300" />
              <a className={linkClass} href={`mailto:${email}`}>
                {email}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-blue-300" />
              <a className={linkClass} href={telHref(phone)}>
                {phone}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Smartphone aria-hidden="true" className="size-4 shrink-0 text-blue-300" />
              <a className={linkClass} href={telHref(mobile)}>
                {mobile}
              </a>
            </p>
          </address>
        </div>
      </div>
      {/* The bottom padding keeps the legal links clear of the chat launcher and its minimised bar. */}
      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-[75rem] flex-col gap-4 px-4 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {settingText(settings, 'legal_name')}. ABN {settingText(settings, 'abn')}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link className={linkClass} to="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/terms-of-service">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={`Footer ${title.toLowerCase()}`}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1 text-sm sm:space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link className={linkClass} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
