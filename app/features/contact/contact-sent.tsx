import { CircleCheck } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import type { ContactVariant } from './contact-fields'

/** The spec's success texts (§8): the toast after a send with JavaScript, and the page after one without. */
export const SENT_TEXTS: Record<ContactVariant, { title: string; description: string }> = {
  home: { title: 'Message Sent!', description: 'Thank you for your inquiry! We will get back to you within 24 hours.' },
  page: { title: 'Message Sent Successfully!', description: "We'll get back to you within 24 hours." },
}

/**
 * In the form's place on the page a form sent without JavaScript is redirected to. The link back is the same
 * page without the flag: a fresh form (and, without JavaScript, a fresh form token with the page).
 */
export function ContactSent({ variant }: { variant: ContactVariant }) {
  const { pathname } = useLocation()
  const { title, description } = SENT_TEXTS[variant]
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-xl bg-primary-soft p-6 sm:flex-row">
      <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-primary" />
      <div>
        <p className="text-lg font-semibold text-ink">{title}</p>
        <p className="mt-1 text-ink-soft">{description}</p>
        <Link to={{ pathname, hash: 'contact-form' }} className={cn(buttonClasses('secondary', 'sm'), 'mt-4')}>
          Send another message
        </Link>
      </div>
    </div>
  )
}
