import { describe, expect, it } from 'vitest'
import { MAX_SOURCE_ROWS, type SourceCount, sourceName, tallyBySource } from './lead-sources.ts'

const count = (change: Partial<SourceCount>): SourceCount => ({ door: 'home', utmSource: null, referrerHost: null, recent: 1, allTime: 1, ...change })

describe('sourceName', () => {
  it('is the UTM source if the visit had one, else the referring site, else Direct', () => {
    expect(sourceName({ utmSource: 'Newsletter', referrerHost: 'mail.example.org' })).toBe('newsletter')
    expect(sourceName({ utmSource: null, referrerHost: 'www.google.com' })).toBe('www.google.com')
    expect(sourceName({ utmSource: ' ', referrerHost: null })).toBe('Direct')
  })
})

describe('tallyBySource', () => {
  it('adds up each source per door, in the last 30 days and ever', () => {
    const table = tallyBySource([
      count({ utmSource: 'newsletter', door: 'contact', recent: 2, allTime: 3 }),
      count({ utmSource: 'Newsletter', referrerHost: 'mail.example.org', door: 'chat', recent: 1, allTime: 1 }),
      count({ referrerHost: 'www.google.com', door: 'booking', recent: 0, allTime: 4 }),
      count({ door: 'home', recent: 1, allTime: 2 }),
    ])
    expect(table.rows).toEqual([
      { source: 'newsletter', recent: { home: 0, contact: 2, booking: 0, chat: 1 }, recentTotal: 3, allTime: 4 },
      { source: 'Direct', recent: { home: 1, contact: 0, booking: 0, chat: 0 }, recentTotal: 1, allTime: 2 },
      { source: 'www.google.com', recent: { home: 0, contact: 0, booking: 0, chat: 0 }, recentTotal: 0, allTime: 4 },
    ])
    expect(table).toMatchObject({ recentTotal: 4, allTime: 10 })
  })

  it('folds the least busy sources into one row once the table is full', () => {
    const counts = Array.from({ length: MAX_SOURCE_ROWS + 2 }, (_, i) => count({ utmSource: `source-${String(i).padStart(2, '0')}`, recent: 20 - i, allTime: 20 - i }))
    const table = tallyBySource(counts)
    expect(table.rows).toHaveLength(MAX_SOURCE_ROWS)
    expect(table.rows[0]!.source).toBe('source-00')
    expect(table.rows.at(-1)).toEqual({ source: 'Other sources', recent: { home: 11 + 12 + 13, contact: 0, booking: 0, chat: 0 }, recentTotal: 36, allTime: 36 })
    expect(table.recentTotal).toBe(counts.reduce((sum, c) => sum + c.recent, 0))
  })

  it('keeps a full table of exactly the limit without an Other row', () => {
    expect(tallyBySource(Array.from({ length: MAX_SOURCE_ROWS }, (_, i) => count({ utmSource: `s${i}` }))).rows.map((row) => row.source)).not.toContain('Other sources')
  })

  it('is empty without leads', () => {
    expect(tallyBySource([])).toEqual({ rows: [], recentTotal: 0, allTime: 0 })
  })
})
