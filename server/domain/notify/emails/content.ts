/*
 * What an email says, once: each kind's module builds this, and the HTML part (layout.tsx, React Email)
 * and the plain-text part (plain-text.ts) are both rendered from it, so the two always carry the same
 * facts and links.
 */

/** One labelled fact ("When", "Phone"); a value may span lines (a message keeps its line breaks). */
export type Fact = { label: string; value: string }

export type Block =
  | { type: 'paragraph'; text: string }
  /** A section's title in a longer email (the pre-call brief). */
  | { type: 'heading'; text: string }
  /** Smaller, quieter words: why the reader got this email, what to do if it was not them. */
  | { type: 'note'; text: string }
  | { type: 'facts'; facts: Fact[] }
  /** The one thing to do next, as a link styled as a button. */
  | { type: 'button'; label: string; href: string }
  /** A booking moved: the old time and the new one. */
  | { type: 'change'; from: string; to: string }
  | { type: 'transcript'; title: string; messages: { speaker: string; text: string }[] }

export type EmailContent = {
  /** The line mail clients show beside the subject in the inbox. */
  preview: string
  heading: string
  blocks: Block[]
}

export type Sender = { siteName: string; businessEmail: string; publicUrl: string }
export type Payload = Record<string, unknown>

/** A fact only when it has a value: an empty field is left out, not shown blank. */
export function fact(label: string, value: unknown): Fact[] {
  return value === undefined || value === null || value === '' ? [] : [{ label, value: String(value) }]
}

/** An address on the site, from its public URL (which has no trailing slash). */
export function siteLink(sender: Sender, path: string): string {
  return new URL(path, `${sender.publicUrl}/`).toString()
}
