import { stringify } from 'csv-stringify/sync'

/*
 * CSV files for spreadsheets (RFC 4180), written by csv-stringify: CRLF line ends, fields quoted when they hold
 * a quote, comma or line break, quotes doubled. A UTF-8 byte order mark makes Excel read the accents right.
 */

/** Characters a spreadsheet reads as the start of a formula (=, +, -, @) or that can hide one (tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvCell = string | number | null | undefined

/** A text cell that looks like a formula is prefixed with ' so a spreadsheet shows it instead of running it. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** One cell as it appears in the file (quoted when it must be); kept for callers that write a single value. */
export function csvCell(value: CsvCell): string {
  return stringify([[value]], STRINGIFY_OPTIONS).replace(/\r\n$/, '')
}

const STRINGIFY_OPTIONS = {
  record_delimiter: 'windows',
  // csv-stringify quotes a field holding the record delimiter (CRLF); a lone LF or CR breaks a row in a spreadsheet too.
  quoted_match: /[\r\n]/,
  // A number stays a number (a negative one is not a formula); only text can smuggle one in.
  cast: { string: neutraliseFormula },
} as const

/** A whole file: the byte order mark, the header row, then one row per record, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const records = [header, ...rows].map((row) => row.map((cell) => cell ?? null))
  return stringify(records, { ...STRINGIFY_OPTIONS, bom: true })
}
