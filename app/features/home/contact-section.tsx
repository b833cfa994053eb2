import { CalendarDays, HelpCircle, Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BookCallButton } from '~/components/layout/book-call-button'
import { buttonClasses } from '~/components/ui/button'
import { Section, SectionHeading } from '~/components/ui/section'
import { telHref } from '../../../core/format'

type ContactSectionProps = {
  email: string
  phone: string
  heading: string
  description: string
  /** The home message form, or the text saying it was sent; the route composes it because features never import each other. */
  form: ReactNode
}

/** The home contact band (anchor contact, form anchor contact-form) with its three action cards. */
export function ContactSection({ email, phone, heading, description, form }: ContactSectionProps) {
  return (
    <Section id="contact" aria-labelledby="contact-heading" className="bg-surface">
      <SectionHeading id="contact-heading" eyebrow="Contact" title="Let's Talk About Your Business" intro={description} />
      <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
        <div id="contact-form" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h3 className="text-2xl font-bold tracking-tight">{heading}</h3>
          <p className="mt-3 text-ink-soft">
            Tell us what takes up your team's time and we will show you what AI can take off your plate. We reply within 24 hours.
          </p>
          <div className="mt-6 sm:mt-8">
            {form}
          </div>
          <p className="mt-6 border-t border-line pt-6 text-sm text-ink-soft">
            Prefer to talk? Call us on{' '}
            <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-primary underline underline-offset-4 hover:text-primary-hover">
              {phone}
            </a>
            .
          </p>
        </div>
        <ul className="grid gap-4">
          <ActionCard icon={<CalendarDays aria-hidden="true" className="size-6" />} title="Schedule a Call" text="A free 30-minute phone consultation at a time that suits you.">
            <BookCallButton variant="secondary" size="sm">
              Schedule a Call
            </BookCallButton>
          </ActionCard>
          <ActionCard icon={<Mail aria-hidden="true" className="size-6" />} title="Email Us" text={`Write to us at ${email} and we'll reply within 24 hours.`}>
            <a href={`mailto:${email}`} className={buttonClasses('secondary', 'sm')}>
              Email Us
            </a>
          </ActionCard>
          <ActionCard icon={<HelpCircle aria-hidden="true" className="size-6" />} title="FAQs and Support" text="Answers on pricing, setup times, integrations and support.">
            <Link to="/faq" className={buttonClasses('secondary', 'sm')}>
              Read the FAQ
            </Link>
          </ActionCard>
        </ul>
      </div>
    </Section>
  )
}

/** Icon and text side by side; on phones the button takes the full width on a line of its own, an easy thumb target. */
function ActionCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:flex-nowrap">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">{icon}</span>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-ink-soft">{text}</p>
      </div>
      <div className="grid w-full sm:w-auto">{children}</div>
    </li>
  )
}
