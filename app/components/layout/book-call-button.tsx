import type { MouseEvent } from 'react'
import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import { Button, type ButtonProps } from '~/components/ui/button'

/** The id of the booking dialog's frame that the site layout renders in every page (BookingDialogLoader). */
export const BOOKING_DIALOG_ID = 'book-call'
/** The query parameter that opens the booking dialog: `?book=1` on any page opens it over that page. */
export const BOOK_PARAM = 'book'

/**
 * Each page route's `shouldRevalidate`: opening or closing the booking dialog changes only `?book`, which no loader
 * reads, so the page keeps its data instead of asking the server for it again (the steps waited on that round trip).
 * Anything else (another parameter, a form sent, another page) revalidates as React Router would.
 */
export function keepDataWhileBooking({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const withoutBook = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete(BOOK_PARAM)
    params.sort()
    return params.toString()
  }
  return withoutBook(currentUrl) === withoutBook(nextUrl) ? false : defaultShouldRevalidate
}

/**
 * Every Book Call control. Before the page has hydrated, the browser itself opens the dialog's frame
 * (`command="show-modal"`), so a tap works from the moment the button is painted; once hydrated, the click
 * opens the frame and adds `?book=1` to the address, which loads the booking steps to replace the frame and
 * lets Back close the dialog. Without JavaScript the frame points to the /book page.
 */
export function BookCallButton({ onClick, ...props }: Omit<ButtonProps, 'asChild' | 'command' | 'commandfor'>) {
  const [, setSearchParams] = useSearchParams()
  function openBooking(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event)
    // Once hydrated, React opens the frame itself, before the steps can replace it, never after.
    event.preventDefault()
    const frame = document.getElementById(BOOKING_DIALOG_ID)
    if (frame instanceof HTMLDialogElement && !frame.open) frame.showModal()
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.set(BOOK_PARAM, '1')
        return next
      },
      { preventScrollReset: true },
    )
  }
  return <Button {...props} type="button" commandfor={BOOKING_DIALOG_ID} command="show-modal" aria-haspopup="dialog" onClick={openBooking} />
}
