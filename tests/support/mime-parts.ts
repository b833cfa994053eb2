/** One leaf part of a raw MIME message: its headers (lower-case names) and its body, decoded to text. */
export type MimePart = { headers: Record<string, string>; text: string }

/**
 * The leaf parts of a raw message as a mail client sees them: multipart containers opened (at any
 * depth), quoted-printable and base64 bodies decoded as UTF-8. Enough for the messages nodemailer writes.
 */
export function mimeParts(raw: string): MimePart[] {
  const [head, body] = splitHeaders(raw)
  const headers = parseHeaders(head)
  const boundary = /multipart\/[^;]+;[^]*?boundary="?([^";\r\n]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (!boundary) return [{ headers, text: decode(body, headers['content-transfer-encoding']) }]
  const sections = body.split(`--${boundary}`).slice(1)
  return sections.filter((section) => !section.startsWith('--')).flatMap((section) => mimeParts(section.replace(/^\r\n/, '')))
}

function splitHeaders(raw: string): [string, string] {
  const end = raw.indexOf('\r\n\r\n')
  return end === -1 ? [raw, ''] : [raw.slice(0, end), raw.slice(end + 4)]
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

function decode(body: string, encoding = '7bit'): string {
  const trimmed = body.replace(/\r\n$/, '')
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(trimmed.replace(/\s/g, ''), 'base64').toString('utf8')
    case 'quoted-printable': {
      const bytes = trimmed.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
      return Buffer.from(bytes.replace(/%([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8')
    }
    default:
      return trimmed
  }
}
