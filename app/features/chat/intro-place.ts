/**
 * Where the chat invitation gives way (issue 33): on the pages that are already a conversation with the business
 * (the contact page, the booking page and a booking's own page) and in the admin area, the invitation would only
 * compete with what the visitor came for. Each covers its page and every address below it.
 */
const SECTIONS_WITHOUT_INVITATION = new Set(['admin', 'book', 'booking', 'contact'])

export type IntroCircumstances = {
  /** The page's path, as React Router's location gives it. */
  pathname: string
  /** A dialog (the booking dialog, the mobile menu) is open over the page. */
  dialogOpen: boolean
  /** The visitor is done with the invitation in this visit: closed it, let it go by, or opened the chat. */
  dismissed: boolean
}

/** Whether the chat invitation may be on screen now. */
export function introMayShow({ pathname, dialogOpen, dismissed }: IntroCircumstances): boolean {
  return !dismissed && !dialogOpen && !isPageWithoutInvitation(pathname)
}

// React Router matches paths regardless of case and of a trailing slash, so /Contact/ is the contact page too.
function isPageWithoutInvitation(pathname: string): boolean {
  const section = pathname.split('/').find((segment) => segment !== '') ?? ''
  return SECTIONS_WITHOUT_INVITATION.has(section.toLowerCase())
}
