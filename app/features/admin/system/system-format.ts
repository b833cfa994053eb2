/** How long this instance has been running, in its two largest units: '3 days 4 hours', '12 minutes'. */
export function uptimeLabel(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ]
  const parts: string[] = []
  let rest = Math.max(0, Math.floor(seconds))
  for (const [size, name] of units) {
    const count = Math.floor(rest / size)
    rest -= count * size
    if (count > 0 || parts.length > 0) parts.push(`${count} ${name}${count === 1 ? '' : 's'}`)
  }
  const shown = parts.filter((part) => !part.startsWith('0 ')).slice(0, 2)
  return shown.length > 0 ? shown.join(' ') : 'less than a minute'
}

/** A file's size as people read it: '812 bytes', '4.2 MB'. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`
}

/** How old a backup is, from now: '5 hours ago', '2 days ago'. */
export function ageLabel(iso: string, now: Date): string {
  const hours = Math.floor((now.getTime() - Date.parse(iso)) / 3_600_000)
  if (hours < 1) return 'less than an hour ago'
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`
  return `${Math.floor(hours / 24)} days ago`
}

const EMAIL_KINDS: Record<string, string> = {
  'inquiry.business': 'New inquiry (to you)',
  'inquiry.visitor': 'Inquiry confirmation (to the visitor)',
  'booking.business': 'New booking (to you)',
  'booking.visitor': 'Booking confirmation (to the visitor)',
  'booking.business-cancelled': 'Booking cancelled (to you)',
  'booking.visitor-cancelled': 'Cancellation confirmation (to the visitor)',
  'booking.business-rescheduled': 'Booking moved (to you)',
  'booking.visitor-rescheduled': 'New time confirmation (to the visitor)',
  'booking.reminder': 'Booking reminder (to the visitor)',
  'booking.brief': 'Pre-call brief (to you)',
  'chat.business': 'Chat lead (to you)',
  'security.login-attack': 'Sign-in attack warning (to you)',
}

/** What a queued email is, in words; an unknown kind reads as itself. */
export function emailKindLabel(kind: string): string {
  return EMAIL_KINDS[kind] ?? kind
}

/** The banner's sentence over the tabs. */
export function failedEmailsSentence(count: number): string {
  return count === 1 ? '1 notification email could not be sent' : `${count} notification emails could not be sent`
}
