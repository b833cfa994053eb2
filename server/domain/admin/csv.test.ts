import { describe, expect, test } from 'vitest'
import { csvCell, toCsv } from './csv.ts'

describe('csvCell', () => {
  test('plain text and numbers stay as they are; empty values are empty', () => {
    expect(csvCell('Jane Citizen')).toBe('Jane Citizen')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  test('quotes fields with a comma, quote or line break and doubles the quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"')
  })

  test.each(['=HYPERLINK("http://evil.example","click")', '+61 400 000 000', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'])(
    'prefixes a formula-looking cell with a quote: %j',
    (value) => {
      const cell = csvCell(value)
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell
      expect(unquoted).toBe(`'${value}`)
    },
  )

  test('a negative number is a number, not a formula', () => {
    expect(csvCell(-5)).toBe('-5')
  })

  test('a formula sign later in the text is left alone', () => {
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('toCsv', () => {
  test('starts with a byte order mark and ends every row with CRLF', () => {
    expect(toCsv(['Name', 'Note'], [['Jane', 'x, y'], ['Élodie', null]])).toBe('\uFEFFName,Note\r\nJane,"x, y"\r\nÉlodie,\r\n')
  })

  test('a header alone when there are no rows', () => {
    expect(toCsv(['Name'], [])).toBe('\uFEFFName\r\n')
  })
})

describe('toCsv formula injection', () => {
  test('a name starting with = is exported as text, in the header row of a whole file too', () => {
    expect(toCsv(['Name', 'Count'], [['=1+2', -3], ['@cmd, x', 4]])).toBe(`\uFEFFName,Count\r\n'=1+2,-3\r\n"'@cmd, x",4\r\n`)
  })
})
