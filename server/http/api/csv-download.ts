import type { Response } from 'express'

// 'sv-SE' writes the sortable 2026-03-05 09:05 that spreadsheets read as a date and time.
const melbourneFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Australia/Melbourne', dateStyle: 'short', timeStyle: 'short' })

/** An ISO instant as a Melbourne date and time a spreadsheet reads. */
export function melbourneTimestamp(iso: string): string {
  return melbourneFormat.format(new Date(iso))
}

/** Sends a CSV file as a download named after its content and today's date. */
export function sendCsv(res: Response, name: string, body: string) {
  const day = new Date().toISOString().slice(0, 10)
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}-${day}.csv"`, 'Cache-Control': 'no-store' })
  res.send(body)
}
