/** The spec's success toast for a booking (§9), shown once however it was booked: the dialog, the /book page, the chat. */
export const BOOKED_TOAST = {
  title: 'Booking Submitted Successfully!',
  description: "We'll contact you within 24 hours to confirm your consultation.",
} as const
