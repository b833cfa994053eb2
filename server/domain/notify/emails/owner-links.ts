import { type Block, type Sender, siteLink } from './content.ts'

/*
 * The owner's notifications open the record they are about in the admin. Ids are numbers the site
 * issued; anything else gives no link rather than a broken one.
 */

const id = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined)

export function adminBookingButton(sender: Sender, bookingId: unknown): Block[] {
  const booking = id(bookingId)
  return booking ? [{ type: 'button', label: 'Open the booking in the admin', href: siteLink(sender, `/admin?tab=bookings&booking=${booking}`) }] : []
}

export function adminInquiryButton(sender: Sender, inquiryId: unknown): Block[] {
  const inquiry = id(inquiryId)
  return inquiry ? [{ type: 'button', label: 'Open the inquiry in the admin', href: siteLink(sender, `/admin?tab=inquiries&inquiry=${inquiry}`) }] : []
}

export function adminConversationButton(sender: Sender, conversationId: unknown): Block[] {
  const conversation = id(conversationId)
  return conversation ? [{ type: 'button', label: 'Open the conversation in the admin', href: siteLink(sender, `/admin?tab=leads&conversation=${conversation}`) }] : []
}

/** Who made a change to a booking, in the owner's words. */
export function actorInWords(actor: unknown): string {
  switch (actor) {
    case 'visitor':
      return 'the visitor, with the link in their confirmation'
    case 'owner':
      return 'you, in the admin'
    case 'chat':
      return 'the visitor, in the website chat'
    default:
      return 'the website'
  }
}
