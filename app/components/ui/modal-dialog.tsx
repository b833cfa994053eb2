import { X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'

/**
 * A centred modal on the browser's <dialog> (focus trap, Escape, inert page, focus back to the
 * opener), open while `open` is true; `onClose` runs however it was closed.
 */
export function ModalDialog({
  open,
  title,
  description,
  onClose,
  children,
  size = 'md',
}: {
  open: boolean
  title: string
  /** Read out with the title; may hold inline content such as a badge. */
  description?: ReactNode
  onClose: () => void
  children: ReactNode
  size?: 'sm' | 'md'
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      // The title and description are in the page only while the dialog is open.
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open && description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className={[
        'fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-card bg-white p-0 text-ink shadow-card-hover',
        size === 'sm' ? 'max-w-md' : 'max-w-2xl',
        'backdrop:bg-ink/60 open:backdrop:animate-[fade-in_200ms_ease-out]',
        'transition-[opacity,translate] duration-200 ease-out starting:open:translate-y-6 starting:open:opacity-0',
      ].join(' ')}
    >
      {open ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-5 pb-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-bold break-words sm:text-2xl">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="text-sm text-ink-soft">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-soft transition-colors duration-150 hover:bg-surface hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  )
}
