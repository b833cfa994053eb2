import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import type { ContactVariant } from './contact-fields'

/** The spec's success texts (§8): the toast after a send with JavaScript, and the lasting panel after any send. */
export const SENT_TEXTS: Record<ContactVariant, { title: string; description: string }> = {
  home: { title: 'Message Sent!', description: 'Thank you for your inquiry! We will get back to you within 24 hours.' },
  page: { title: 'Message Sent Successfully!', description: "We'll get back to you within 24 hours." },
}

// One level below the heading the form sits under: the home card's h3, the /contact section's h2.
const HEADING_LEVEL = { home: 'h4', page: 'h3' } as const satisfies Record<ContactVariant, 'h3' | 'h4'>

type ContactSentProps = {
  variant: ContactVariant
  /**
   * Given when the panel stands in for a form a script has just sent, on the same page: the heading takes the
   * focus the vanished Send button had, and 'Send another message' brings the emptied form back. Without it,
   * the panel is the page a form sent without JavaScript was redirected to, and the link back is the same page
   * without the flag: a fresh form (and, without JavaScript, a fresh form token with the page).
   */
  onSendAnother?: () => void
}

/** What a visitor sees once their message is sent, with or without JavaScript, until they choose to write again. */
export function ContactSent({ variant, onSendAnother }: ContactSentProps) {
  const { pathname } = useLocation()
  const { title, description } = SENT_TEXTS[variant]
  const Heading = HEADING_LEVEL[variant]
  const panel = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const inPlace = onSendAnother !== undefined
  useEffect(() => {
    if (!inPlace) return
    // Centred, not where focus alone would scroll it (flush with the top, under the sticky header).
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    panel.current?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
    heading.current?.focus({ preventScroll: true })
  }, [inPlace])
  const again = 'Send another message'
  return (
    <div ref={panel} role="status" className="flex flex-col items-start gap-4 rounded-xl bg-primary-soft p-6 sm:flex-row">
      <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-primary" />
      <div>
        {/* Focused by script only, so it is not a tab stop and shows no focus ring. */}
        <Heading ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {title}
        </Heading>
        <p className="mt-1 text-ink-soft">{description}</p>
        {onSendAnother ? (
          <Button type="button" variant="secondary" size="sm" onClick={onSendAnother} className="mt-4">
            {again}
          </Button>
        ) : (
          <Link to={{ pathname, hash: 'contact-form' }} className={cn(buttonClasses('secondary', 'sm'), 'mt-4')}>
            {again}
          </Link>
        )}
      </div>
    </div>
  )
}
