import { MailWarning } from 'lucide-react'
import type { MouseEvent } from 'react'
import { failedEmailsSentence } from './system-format'

/**
 * Over the dashboard's tabs while any notification email has failed (issue 21: a failed notification is never
 * silent). The link is a real address (`?tab=system`), so it works before the page hydrates; with JavaScript,
 * `onOpen` switches to the System tab in place.
 */
export function FailedEmailBanner({ count, onOpen }: { count: number; onOpen: () => void }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onOpen()
  }
  return (
    <div role="alert" className="mb-8 flex flex-col gap-3 rounded-card border border-red-200 bg-red-50 p-4 text-red-950 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p className="flex items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <span>
          <strong className="font-semibold">{failedEmailsSentence(count)}.</strong> See why and send {count === 1 ? 'it' : 'them'} again on the System tab.
        </span>
      </p>
      <a
        href="?tab=system"
        onClick={open}
        className="inline-flex min-h-11 shrink-0 items-center justify-center self-start rounded-xl bg-red-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 sm:self-auto"
      >
        Open the System tab
      </a>
    </div>
  )
}
