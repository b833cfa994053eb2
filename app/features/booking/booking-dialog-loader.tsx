import { Suspense, lazy, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { BOOK_PARAM } from './book-param'

const loadBookingDialog = () => import('./booking-dialog')
const BookingDialog = lazy(() => loadBookingDialog().then((module) => ({ default: module.BookingDialog })))

/** Any control that opens the dialog: a link to `?book=1` on the current path. */
const OPENER = `a[href*="${BOOK_PARAM}="]`

/**
 * The booking dialog's code is fetched when a visitor first asks for it, so pages download and
 * hydrate without it: the first hover or focus of a Book Call link starts the download, and `?book`
 * in the address mounts the dialog, which then stays mounted (closing it keeps its reset timer).
 */
export function BookingDialogLoader() {
  const [searchParams] = useSearchParams()
  const requested = searchParams.has(BOOK_PARAM)
  const [mounted, setMounted] = useState(requested)
  if (requested && !mounted) setMounted(true)

  useEffect(() => {
    if (mounted) return
    const prefetch = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(OPENER)) return
      void loadBookingDialog().catch(() => undefined)
    }
    document.addEventListener('pointerover', prefetch, { passive: true })
    document.addEventListener('focusin', prefetch)
    return () => {
      document.removeEventListener('pointerover', prefetch)
      document.removeEventListener('focusin', prefetch)
    }
  }, [mounted])

  return mounted ? (
    <Suspense fallback={null}>
      <BookingDialog />
    </Suspense>
  ) : null
}
