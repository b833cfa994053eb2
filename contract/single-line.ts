import { z } from './zod.ts'

/*
 * One-line fields (a name, an address, a phone number) end up in email headers and in calendar
 * invites, where a line break starts a new header or property: 'Ann\r\nBcc: ...' would add a
 * recipient. So they refuse control characters outright, and what is composed on the server from
 * other text is collapsed to one line before it reaches a header.
 */

/** CR, LF, vertical tab, form feed, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/
/** Any other control character (C0, DEL and C1): TAB, ESC, NUL, ... */
const CONTROL_CHARACTER = /\p{Cc}/u
/** Runs of whitespace, line breaks and control characters. */
const NOT_ONE_LINE = /[\s\p{Cc}]+/gu

/** Why `value` cannot be a one-line field named `label`, or undefined when it can. */
export function singleLineProblem(label: string, value: string): string | undefined {
  if (LINE_BREAK.test(value)) return `${label} can't contain line breaks`
  if (CONTROL_CHARACTER.test(value)) return `${label} can't contain control characters`
  return undefined
}

/** The zod check of a one-line text field: `z.string().trim().check(singleLine('Name'))`. */
export function singleLine(label: string) {
  return z.superRefine<string>((value, context) => {
    const problem = singleLineProblem(label, value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
}

/** Text made fit for one line: every run of whitespace or control characters becomes one space. */
export function collapseToOneLine(text: string): string {
  return text.replace(NOT_ONE_LINE, ' ').trim()
}
