let bookers = 0

/**
 * A mobile number no other booking of this test process uses: one person may hold only 2 upcoming consultations
 * (server/domain/booking/person-limit.ts), so a test that books many times gives each booking its own number. The
 * process's id is part of it, so the browser tests' workers, which share one database, use numbers apart too.
 */
export function uniquePhone(): string {
  return `04${String(process.pid % 10_000).padStart(4, '0')}${String(++bookers).padStart(4, '0')}`
}

/** An email address and phone number no other booking of this test process uses. */
export function ownContact(): { email: string; phone: string } {
  const phone = uniquePhone()
  return { email: `booker-${phone}@example.com.au`, phone }
}
