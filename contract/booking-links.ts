/**
 * Where the holder of a booking's manage token goes: the manage page and the booking's calendar file. Both are
 * same-site paths; whoever made the booking gets them at once (ADR 042), the booking's inbox by email.
 */
export type BookingLinks = { manage: string; invite: string }

const MANAGE_PATH = '/booking/'

export function bookingLinks(token: string): BookingLinks {
  const manage = `${MANAGE_PATH}${token}`
  return { manage, invite: `${manage}/${BOOKING_INVITE_FILE}` }
}

/** The manage token a booking's links carry (the /book page's receipt keeps the token, not the links). */
export function manageTokenOf(links: BookingLinks): string {
  return links.manage.slice(MANAGE_PATH.length)
}

/** The calendar file under a manage link: the booking as it stands now, for any calendar to import. */
export const BOOKING_INVITE_FILE = 'consultation.ics'
