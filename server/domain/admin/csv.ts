/*
 * CSV files for spreadsheets (RFC 4180): CRLF line ends, fields quoted when they hold a quote,
 * comma or line break, quotes doubled. A UTF-8 byte order mark makes Excel read the accents right.
 */

const BYTE_ORDER_MARK = '\uFEFF'

/** Characters a spreadsheet reads as the start of a formula (=, +, -, @) or that can hide one (tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvCell = string | number | null | undefined

/** One cell as text: a formula-looking value is prefixed with ' so a spreadsheet shows it instead of running it. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A whole file: the header row, then one row per record, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `${BYTE_ORDER_MARK}${lines.map((line) => `${line}\r\n`).join('')}`
}
