import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** The booking dialog's frame: full screen on a phone, a centred card from `sm` up (its loading frame and its steps). */
export const BOOKING_DIALOG_FRAME = cn(
  'fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-hidden bg-white p-0 text-ink open:flex',
  'sm:m-auto sm:h-fit sm:max-h-[min(90dvh,52rem)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-card sm:shadow-card-hover',
  'backdrop:bg-ink/60 open:backdrop:animate-[fade-in_200ms_ease-out]',
)

/**
 * The frame's pieces as the loader hands them to the steps: the steps' code imports only this type, so
 * the frame stays in every page's download alone and is not split into a chunk of its own.
 */
export type BookingDialogFrameParts = { className: string; Header: typeof BookingDialogHeader }

/** The dialog's title bar, the same in the loading frame and in the steps; `close` is the close button. */
export function BookingDialogHeader({ titleId, step, close }: { titleId: string; step?: ReactNode; close: (props: { className: string; children: ReactNode }) => ReactNode }) {
  return (
    <header className="flex items-start justify-between gap-4 border-b border-line px-6 pt-5 pb-4">
      <div>
        {step}
        <h2 id={titleId} className="text-lg font-bold text-ink sm:text-2xl">
          Book a Free Consultation
        </h2>
        <p className="text-sm text-ink-soft">30 minutes by phone, no obligation.</p>
      </div>
      {close({
        className: '-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-soft transition-colors duration-150 hover:bg-surface hover:text-ink',
        children: (
          <>
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close booking dialog</span>
          </>
        ),
      })}
    </header>
  )
}
