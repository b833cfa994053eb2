import type { ExternalToast } from 'sonner'
import { toast } from '~/components/ui/toast'
import { Toaster } from '~/components/ui/toaster'

/**
 * The page's toasts sit behind a modal dialog, where they are inert: not seen clearly, not
 * dismissable and not announced. The dialog therefore has its own toaster, styled like the site's.
 */
export const BOOKING_TOASTER_ID = 'booking-dialog'

export function BookingToaster() {
  return <Toaster id={BOOKING_TOASTER_ID} label="Booking notifications" />
}

export const bookingToast = {
  success: (title: string, options?: ExternalToast) => toast.success(title, { ...options, toasterId: BOOKING_TOASTER_ID }),
  error: (title: string, options?: ExternalToast) => toast.error(title, { ...options, toasterId: BOOKING_TOASTER_ID }),
}
