/**
 * True when the mail server refused the message for good (an SMTP 5xx reply, such as 550 'no such mailbox'):
 * trying again in a minute gets the same answer, so the outbox marks it failed at once and the owner sees it
 * on the System page instead of after eight attempts spread over hours. 4xx replies and network errors are
 * temporary and retried.
 */
export function isPermanentRejection(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined
  return typeof code === 'number' && code >= 500 && code < 600
}
