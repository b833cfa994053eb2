import { CalendarDays, LoaderCircle } from 'lucide-react'
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { BOOKING_DIALOG_ID, BOOK_PARAM } from '~/components/layout/book-call-button'
import { BOOKING_DIALOG_FRAME, BookingDialogHeader, type BookingDialogFrameParts } from './booking-dialog-frame'

const FRAME_PARTS: BookingDialogFrameParts = { className: BOOKING_DIALOG_FRAME, Header: BookingDialogHeader }

const loadBookingDialog = () => import('./booking-dialog')
const BookingDialog = lazy(() => loadBookingDialog().then((module) => ({ default: module.BookingDialog })))

/**
 * The booking dialog. Its frame is in every page's HTML, so a Book Call button (BookCallButton) opens it
 * with the browser alone, also before the page has hydrated. The steps' code is fetched when a visitor
 * first asks for it: hovering or focusing a Book Call button starts the download, and `?book` in the
 * address mounts the steps, which replace the frame as soon as they are shown. A frame opened before
 * hydration is noticed on hydration and handed over the same way.
 */
export function BookingDialogLoader() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.has(BOOK_PARAM)
  const [mounted, setMounted] = useState(requested)
  if (requested && !mounted) setMounted(true)
  const frame = useRef<HTMLDialogElement>(null)

  // Opened by the browser before React was here: ask for the steps now.
  useEffect(() => {
    if (frame.current?.open && !searchParams.has(BOOK_PARAM)) {
      setSearchParams((previous) => withBookParam(previous, true), { replace: true, preventScrollReset: true })
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Opened by the browser from a Book Call button that React has not hydrated yet, on a page already hydrated (a
  // section that hydrates when it nears the viewport): its click handler never ran, so ask for the steps here.
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const opened = (event: Event) => {
      if ((event as Event & { command?: string }).command !== 'show-modal') return
      setSearchParams((previous) => withBookParam(previous, true), { replace: true, preventScrollReset: true })
    }
    element.addEventListener('command', opened)
    return () => element.removeEventListener('command', opened)
  }, [setSearchParams])

  useEffect(() => {
    if (mounted) return
    const prefetch = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[commandfor="${BOOKING_DIALOG_ID}"]`)) return
      void loadBookingDialog().catch(() => undefined)
    }
    document.addEventListener('pointerover', prefetch, { passive: true })
    document.addEventListener('focusin', prefetch)
    return () => {
      document.removeEventListener('pointerover', prefetch)
      document.removeEventListener('focusin', prefetch)
    }
  }, [mounted])

  // The visitor closed the frame before the steps arrived: they are no longer wanted.
  function handleFrameClosed() {
    if (!frame.current?.dataset.handedOver && searchParams.has(BOOK_PARAM)) {
      setSearchParams((previous) => withBookParam(previous, false), { replace: true, preventScrollReset: true })
    }
    delete frame.current?.dataset.handedOver
  }

  function handOver() {
    const element = frame.current
    if (!element?.open) return
    element.dataset.handedOver = 'true'
    element.close()
  }

  return (
    <>
      <BookingDialogFrame ref={frame} onClose={handleFrameClosed} />
      {mounted ? (
        <Suspense fallback={null}>
          <BookingDialog frame={FRAME_PARTS} onShown={handOver} />
        </Suspense>
      ) : null}
    </>
  )
}

function withBookParam(previous: URLSearchParams, present: boolean): URLSearchParams {
  const next = new URLSearchParams(previous)
  if (present) next.set(BOOK_PARAM, '1')
  else next.delete(BOOK_PARAM)
  return next
}

/** What the dialog shows until its steps are loaded; without JavaScript, the way to the /book page. */
function BookingDialogFrame({ ref, onClose }: { ref: React.RefObject<HTMLDialogElement | null>; onClose: () => void }) {
  const titleId = useId()
  return (
    <dialog id={BOOKING_DIALOG_ID} ref={ref} aria-labelledby={titleId} closedby="any" onClose={onClose} className={BOOKING_DIALOG_FRAME}>
      <BookingDialogHeader titleId={titleId} close={(props) => <button type="button" commandfor={BOOKING_DIALOG_ID} command="close" {...props} />} />
      <div className="px-6 py-10">
        <p role="status" className="flex items-center justify-center gap-3 text-ink-soft noscript:hidden">
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          Loading available times...
        </p>
        <div className="hidden text-center noscript:block">
          <p className="text-ink-soft">Choose a day and time on our booking page.</p>
          <a
            href="/book"
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-xl bg-primary px-5 font-semibold text-white hover:bg-primary-hover"
          >
            <CalendarDays aria-hidden="true" className="size-5" />
            See available times
          </a>
        </div>
      </div>
    </dialog>
  )
}
