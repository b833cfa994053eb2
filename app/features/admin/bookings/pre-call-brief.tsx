import { ArrowLeft, Mail, Phone, Printer } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/section'
import { cn } from '~/lib/cn'
import type { PreCallBrief } from '../../../../contract/pre-call-brief'
import { telHref } from '../../../../core/format'
import { activityLine, briefTime, inquiryLabel, offerPrice, roiFacts, sourceLine, writingLabel } from '../../../../core/pre-call-brief-text'
import { bookingStatusLabel, bookingStatusTone, historySentence } from './booking-format'

/**
 * The pre-call brief as one printable page (issue 20 item 6). On paper the site header, the links and the buttons
 * are left out, the cards lose their shadows and tints (black on white), and no section is split across pages.
 */
export function PreCallBriefPage({ brief }: { brief: PreCallBrief }) {
  const { booking, person } = brief
  const name = person?.name ?? booking.name
  return (
    <Container className="py-8 sm:py-10 print:max-w-none print:px-0 print:py-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a
          href={`/admin?tab=bookings&booking=${booking.id}`}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the bookings
        </a>
        <Button variant="primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>

      <header className="mb-6 print:mb-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase print:text-black">Pre-call brief</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl print:text-2xl">{name}</h1>
        <p className="mt-2 text-lg text-ink print:text-base">
          <time dateTime={booking.startsAt}>{briefTime(booking.startsAt)}</time> Melbourne time
          {brief.visitorTimeZone ? (
            <span className="block text-base text-ink-soft print:text-black">
              Their time: {briefTime(booking.startsAt, brief.visitorTimeZone)} ({brief.visitorTimeZone})
            </span>
          ) : null}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge tone={bookingStatusTone(booking.displayStatus)} className={printPlain}>
            {bookingStatusLabel(booking.displayStatus)}
          </Badge>
          <span className="text-sm text-ink-soft print:text-black">{booking.service}</span>
        </div>
      </header>

      <div className="grid gap-5 lg:grid-cols-2 lg:items-start print:block print:space-y-4">
        <BriefSection title="Who they are">
          <Facts>
            <Fact label="Name">{name}</Fact>
            <Fact label="Email">
              <a href={`mailto:${booking.email}`} className={linkClass}>
                <Mail aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px] print:hidden" />
                {booking.email}
              </a>
            </Fact>
            <Fact label="Phone">
              <a href={telHref(booking.phone)} className={linkClass}>
                <Phone aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px] print:hidden" />
                {booking.phone}
              </a>
            </Fact>
            <Fact label="Company">{person?.company ?? booking.company ?? <Muted>Not given</Muted>}</Fact>
            {person ? (
              <>
                <Fact label="Stage">
                  <span className="capitalize">{person.stage}</span>
                </Fact>
                <Fact label="Next step">{person.nextStep ? `${person.nextStep}${person.nextStepDue ? ` (due ${person.nextStepDue})` : ''}` : <Muted>None set</Muted>}</Fact>
                <Fact label="First contact">{briefTime(person.since)}</Fact>
              </>
            ) : null}
            {booking.promoCode ? <Fact label="Promo code">{booking.promoCode}</Fact> : null}
            <Fact label="Source">{sourceLine(brief.source)}</Fact>
          </Facts>
        </BriefSection>

        <BriefSection title="What they wrote">
          {brief.wrote.length === 0 ? (
            <Muted>Nothing beyond the booking form.</Muted>
          ) : (
            <ul className="grid gap-4">
              {brief.wrote.map((item, index) => (
                <li key={`${item.inquiryId}-${index}`}>
                  <p className="text-sm font-semibold text-ink-soft print:text-black">
                    {writingLabel(item.source)}, <time dateTime={item.at}>{briefTime(item.at)}</time>
                    {item.service ? ` · ${item.service}` : ''}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words">{item.message}</p>
                </li>
              ))}
            </ul>
          )}
        </BriefSection>

        <BriefSection title="What they asked in chat" wide>
          {brief.chats.length === 0 ? (
            <Muted>No chat with this person.</Muted>
          ) : (
            <ul className="grid gap-6">
              {brief.chats.map((chat) => (
                <li key={chat.conversationId}>
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-soft print:text-black">
                    <span>
                      Chat, <time dateTime={chat.at}>{briefTime(chat.at)}</time>
                    </span>
                    <Badge tone={chat.leadQuality === 'high' ? 'green' : chat.leadQuality === 'medium' ? 'orange' : 'gray'} size="xs" className={printPlain}>
                      {chat.leadQuality} quality
                    </Badge>
                  </p>
                  {chat.summary ? <p className="mt-2 rounded-xl bg-surface px-4 py-3 text-sm whitespace-pre-line break-words print:bg-white print:px-0">{chat.summary}</p> : null}
                  {chat.keyMessages.length ? (
                    <>
                      <h3 className="mt-3 text-sm font-semibold">Key messages</h3>
                      <ul className="mt-2 grid gap-2">
                        {chat.keyMessages.map((message, index) => (
                          <li key={index} className="border-l-4 border-primary/40 pl-3 break-words print:border-black/40">
                            <blockquote>{message.text}</blockquote>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </BriefSection>

        <BriefSection title="Their ROI calculation">
          {brief.roi ? (
            <>
              <p className="mb-3 text-sm text-ink-soft print:text-black">
                Run <time dateTime={brief.roi.at}>{briefTime(brief.roi.at)}</time>
              </p>
              <Facts>
                {roiFacts(brief.roi.snapshot).map((fact) => (
                  <Fact key={fact.label} label={fact.label}>
                    {fact.value}
                  </Fact>
                ))}
              </Facts>
            </>
          ) : (
            <Muted>They did not run the ROI calculator in that visit.</Muted>
          )}
        </BriefSection>

        <BriefSection title="Services and prices that match">
          {brief.matches.offers.length === 0 && brief.matches.tools.length === 0 ? (
            <Muted>Nothing they said names a service. Ask what they need.</Muted>
          ) : (
            <>
              <ul className="grid gap-3">
                {brief.matches.offers.map((offer) => (
                  <li key={`${offer.source}-${offer.name}`}>
                    <p className="font-semibold">{offer.name}</p>
                    <p className="text-sm">{offerPrice(offer)}</p>
                    {offer.description ? <p className="text-sm text-ink-soft print:text-black">{offer.description}</p> : null}
                  </li>
                ))}
              </ul>
              {brief.matches.tools.length ? (
                <p className="mt-4 text-sm">
                  <span className="font-semibold">AI tools to show: </span>
                  {brief.matches.tools.map((tool) => tool.name).join(', ')}
                </p>
              ) : null}
              {brief.matches.basedOn.length ? <p className="mt-3 text-xs text-ink-soft print:text-black">Matched from: {brief.matches.basedOn.map((word) => truncate(word)).join(' · ')}</p> : null}
            </>
          )}
        </BriefSection>

        <BriefSection title="Earlier history">
          {brief.history.bookings.length + brief.history.inquiries.length + brief.history.activities.length === 0 ? (
            <Muted>This is their first contact.</Muted>
          ) : (
            <div className="grid gap-4">
              {brief.history.bookings.length ? (
                <HistoryList title="Other bookings">
                  {brief.history.bookings.map((other) => (
                    <li key={other.id}>
                      <p>
                        <time dateTime={other.startsAt}>{briefTime(other.startsAt)}</time>: {bookingStatusLabel(other.displayStatus)}
                      </p>
                      {other.history.length > 1 ? (
                        <ul className="mt-1 text-sm text-ink-soft print:text-black">
                          {other.history.map((entry, index) => (
                            <li key={index}>{historySentence(entry)}</li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </HistoryList>
              ) : null}
              {brief.history.inquiries.length ? (
                <HistoryList title="Inquiries">
                  {brief.history.inquiries.map((inquiry) => (
                    <li key={inquiry.id}>
                      {inquiryLabel(inquiry.source)}, <time dateTime={inquiry.at}>{briefTime(inquiry.at)}</time>: <span className="capitalize">{inquiry.status}</span>
                      {inquiry.service ? `, ${inquiry.service}` : ''}
                    </li>
                  ))}
                </HistoryList>
              ) : null}
              {brief.history.activities.length ? (
                <HistoryList title="Notes and updates">
                  {brief.history.activities.map((activity, index) => (
                    <li key={index}>
                      <p className="break-words whitespace-pre-line">{activityLine(activity)}</p>
                      <p className="text-xs text-ink-soft print:text-black">
                        <time dateTime={activity.at}>{briefTime(activity.at)}</time>
                        {activity.actorEmail ? `, ${activity.actorEmail}` : ''}
                      </p>
                    </li>
                  ))}
                </HistoryList>
              ) : null}
            </div>
          )}
        </BriefSection>
      </div>
    </Container>
  )
}

/** A badge on paper: its words only, black on white. */
const printPlain = 'print:bg-transparent print:px-0 print:text-black print:ring-0'

const linkClass = 'font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 print:text-black'

function BriefSection({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = `brief-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-card border border-line bg-white p-5 shadow-card sm:p-6',
        'print:break-inside-avoid print:rounded-none print:border-0 print:border-t print:border-black/30 print:p-0 print:pt-3 print:shadow-none',
        wide && 'lg:col-span-2',
      )}
    >
      <h2 id={id} className="mb-3 text-lg font-semibold print:text-base">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Facts(props: ComponentProps<'dl'>) {
  return <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr] print:grid-cols-[10rem_1fr]" {...props} />
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-ink-soft print:text-black">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  )
}

function HistoryList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 grid gap-2">{children}</ul>
    </div>
  )
}

function Muted({ children }: { children: ReactNode }) {
  return <span className="text-ink-soft print:text-black">{children}</span>
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text
}
