import { type EmailContent, type Payload, type Sender, siteLink } from './content.ts'

/** The owner's warning of many failed sign-ins. Fixed words and numbers only: nothing typed on the login form reaches the owner's inbox. */
export function loginAttackEmail(payload: Payload, sender: Sender) {
  const content: EmailContent = {
    preview: 'Your account is not locked. Make sure your password is strong.',
    heading: 'Many failed sign-ins to your account',
    blocks: [
      { type: 'paragraph', text: `Someone is trying to sign in to your ${sender.siteName} admin account with wrong passwords, from many different addresses.` },
      { type: 'paragraph', text: `In the last ${Number(payload.windowMinutes)} minutes there were ${Number(payload.failures)} failed sign-ins for your account.` },
      { type: 'paragraph', text: 'Your account is not locked: signing in with your right password still works, from wherever you are. While this goes on, every sign-in to your account waits its turn (a few seconds), and if too many guesses arrive at once you may be asked to try again shortly.' },
      { type: 'paragraph', text: 'Make sure your password is strong: long (a passphrase of several words), used nowhere else, and kept in a password manager. You can change it with Change password in the admin area.' },
      { type: 'button', label: 'Open the admin area', href: siteLink(sender, '/admin') },
      { type: 'note', text: 'While the failed sign-ins go on, you get this message at most once an hour.' },
    ],
  }
  return { content, attachments: [] }
}
