import type { MouseEvent } from 'react'
import { useSearchParams } from 'react-router'
import { Button, type ButtonProps } from '~/components/ui/button'

/** The id of the booking dialog's frame that the site layout renders in every page (BookingDialogLoader). */
export const BOOKING_DIALOG_ID = 'book-call'
/** The query parameter that opens the booking dialog: `?book=1` on any page opens it over that page. */
export const BOOK_PARAM = 'book'

/**
 * Every Book Call control. The browser itself opens the dialog's frame (`command="show-modal"`), so a tap
 * works from the moment the button is painted, before any script has run; once the page is hydrated the
 * click also adds `?book=1` to the address, which loads the booking steps into that frame and lets Back
 * close it. Without JavaScript the frame points to the /book page.
 */
export function BookCallButton({ onClick, ...props }: Omit<ButtonProps, 'asChild' | 'command' | 'commandfor'>) {
  const [, setSearchParams] = useSearchParams()
  function openBooking(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event)
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
