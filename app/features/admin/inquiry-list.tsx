import { Building2, Inbox, Mail, Phone, Tag } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'
import { telHref } from '~/lib/format'
import { type ListedInquiry, serviceLabel, sourceLabel, statusLabel, statusTone } from './inquiry-format'

/** The spec's default admin view, Contact Inquiries: newest first, new ones highlighted. */
export function InquiryList({ inquiries }: { inquiries: ListedInquiry[] }) {
  const newCount = inquiries.filter((inquiry) => inquiry.status === 'new').length
  return (
    <section aria-labelledby="inquiries-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="inquiries-heading" className="text-2xl font-bold tracking-tight">
            Contact Inquiries
          </h2>
          <p className="mt-1 text-ink-soft">Messages from the contact forms and consultation bookings, newest first.</p>
        </div>
        <p className="text-sm font-semibold text-ink-soft">
          {inquiries.length} {inquiries.length === 1 ? 'inquiry' : 'inquiries'}, {newCount} new
        </p>
      </div>
      {inquiries.length === 0 ? (
        <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Inbox aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">No inquiries yet</h3>
          <p className="mt-1 max-w-sm text-ink-soft">Messages sent from the website's contact forms and bookings will appear here.</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function InquiryCard({ inquiry }: { inquiry: ListedInquiry }) {
  const isNew = inquiry.status === 'new'
  const service = serviceLabel(inquiry.service)
  return (
    <article className={cn('rounded-card border bg-white p-5 shadow-card sm:p-6', isNew ? 'border-primary/40 ring-1 ring-primary/20' : 'border-line')}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{inquiry.fullName}</h3>
          <p className="text-sm text-ink-soft">
            <time dateTime={inquiry.createdAt}>{inquiry.received}</time> · {sourceLabel(inquiry.source)}
          </p>
        </div>
        <Badge tone={statusTone(inquiry.status)}>{statusLabel(inquiry.status)}</Badge>
      </header>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          <a href={`mailto:${inquiry.email}`} className="break-all font-medium text-primary underline-offset-4 hover:underline">
            {inquiry.email}
          </a>
        </li>
        {inquiry.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            <a href={telHref(inquiry.phone)} className="font-medium text-primary underline-offset-4 hover:underline">
              {inquiry.phone}
            </a>
          </li>
        ) : null}
        {inquiry.company ? (
          <li className="flex items-center gap-2 text-ink">
            <Building2 aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            {inquiry.company}
          </li>
        ) : null}
        {service ? (
          <li className="flex items-center gap-2 text-ink">
            <Tag aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
            {service}
          </li>
        ) : null}
      </ul>
      <p className="mt-4 border-t border-line pt-4 whitespace-pre-line break-words text-ink">{inquiry.message}</p>
    </article>
  )
}
