import { X } from 'lucide-react'
import { type ReactNode, type RefObject, useId } from 'react'
import { cn } from '~/lib/cn'

/**
 * A panel that slides in from the right: the browser's modal <dialog>, which traps focus, closes on
 * Escape, makes the page behind it inert and returns focus to the opener. Open it with
 * ref.current.showModal().
 */
export function Sheet({ ref, title, className, children }: { ref: RefObject<HTMLDialogElement | null>; title: string; className?: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
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
        onClick={() => ref.current?.close()}
        className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-xl text-ink-soft hover:bg-surface hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Close menu</span>
      </button>
    </dialog>
  )
}
