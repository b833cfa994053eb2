const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03'])

/** True for failures that mean the database cannot be reached right now (answer 503), not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    const code = current.code ?? ''
    if (connectionErrorCodes.has(code) || code.startsWith('08')) return true
    if (/Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i.test(current.message ?? ''))
      return true
    current = current.cause as typeof current
  }
  return false
}

/** True when the failure is the named unique index refusing a duplicate (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505' && (current.constraint === constraint || (current.message ?? '').includes(constraint))) return true
    current = current.cause as typeof current
  }
  return false
}
