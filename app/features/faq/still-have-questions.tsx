import { CalendarDays, Mail, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { BookCallButton } from '~/components/layout/book-call-button'
import { Button } from '~/components/ui/button'
import { telHref } from '../../../core/format'
import { supportMailtoHref, whatsAppChatHref } from './support-links'

type Props = {
  /** The business_hours setting's weekday hours ('9:00 AM - 6:00 PM'); null when closed on weekdays. */
  weekdayHours: string | null
  businessPhone: string
  chatPhone: string
  supportEmail: string
}

export function StillHaveQuestions({ weekdayHours, businessPhone, chatPhone, supportEmail }: Props) {
  return (
    <section aria-labelledby="still-have-questions-heading" className="bg-surface py-12 sm:py-24">
      <div className="mx-auto w-full max-w-[75rem] px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-12">
          <h2 id="still-have-questions-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">
            Still Have Questions?
          </h2>
          <p className="mt-4 text-lg text-ink-soft">Our Melbourne team is happy to help. Pick the way that suits you.</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          <SupportCard icon={<Phone aria-hidden="true" className="size-6" />} title="Phone Support" detail={weekdayHours ? `Mon-Fri ${weekdayHours}, Melbourne time` : 'During business hours'}>
            <p>Speak with our team about your project or an existing solution.</p>
            <Button asChild className="mt-6 w-full">
              <a href={telHref(businessPhone)}>
                <Phone aria-hidden="true" className="size-4" />
                Call Now
                <span className="sr-only">on {businessPhone}</span>
              </a>
            </Button>
          </SupportCard>
          <SupportCard icon={<MessageCircle aria-hidden="true" className="size-6" />} title="Live Chat" detail="Available during business hours">
            <p>Message us on WhatsApp and get a quick answer from a real person.</p>
            <Button asChild className="mt-6 w-full">
              <a href={whatsAppChatHref(chatPhone)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" className="size-4" />
                Start Chat
                <span className="sr-only">on WhatsApp (opens in a new tab)</span>
              </a>
            </Button>
          </SupportCard>
          <SupportCard icon={<Mail aria-hidden="true" className="size-6" />} title="Email Support" detail="Replies within 24 hours">
            <p>Send us the details of your question and our team will reply by email.</p>
            <Button asChild className="mt-6 w-full">
              <a href={supportMailtoHref(supportEmail)}>
                <Mail aria-hidden="true" className="size-4" />
                Send Email
                <span className="sr-only">to {supportEmail}</span>
              </a>
            </Button>
          </SupportCard>
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-ink">Prefer to talk it through? Book a free 30-minute phone consultation.</p>
          <BookCallButton size="lg">
            <CalendarDays aria-hidden="true" className="size-5" />
            Book Free Consultation
          </BookCallButton>
        </div>
      </div>
    </section>
  )
}

function SupportCard({ icon, title, detail, children }: { icon: ReactNode; title: string; detail: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-6 text-center shadow-card">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">{icon}</span>
      <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
      <p className="mt-1 text-sm font-semibold text-primary">{detail}</p>
      <div className="mt-3 flex flex-1 flex-col justify-between text-base text-ink-soft">{children}</div>
    </li>
  )
}
