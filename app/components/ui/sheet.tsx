import { X } from 'lucide-react'
import { type ReactNode, type RefObject, useId } from 'react'
import { cn } from '~/lib/cn'

/**
 * A panel that slides in from the right: the browser's modal <dialog>, which traps focus, closes on
 * Escape or a click outside, makes the page behind it inert and returns focus to the opener. A button
 * with `commandfor={id} command="show-modal"` opens it with no script at all, so it works from the first
 * paint; `ref.current.close()` closes it from code.
 */
export function Sheet({ id, ref, title, className, children }: { id: string; ref: RefObject<HTMLDialogElement | null>; title: string; className?: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <dialog
      id={id}
      ref={ref}
      aria-labelledby={titleId}
      closedby="any"
      className={cn(
        'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-white p-6 text-ink shadow-card-hover',
        'backdrop:bg-ink/50 open:animate-[slide-in_200ms_ease-out] open:backdrop:animate-[fade-in_200ms_ease-out]',
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
      <button
        type="button"
        commandfor={id}
        command="close"
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-xl text-ink-soft hover:bg-surface hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Close menu</span>
      </button>
    </dialog>
  )
}
