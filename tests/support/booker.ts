let bookers = 0

/**
 * A mobile number no other booking of this test process uses: one person may hold only 2 upcoming consultations
 * (server/domain/booking/person-limit.ts), so a test that books many times gives each booking its own number. The
 * process's id is part of it, so the browser tests' workers, which share one database, use numbers apart too (its
 * last three digits: two workers whose ids end alike would share numbers, as rarely as that happens).
 */
export function uniquePhone(): string {
  // In 0412, a range libphonenumber reads as an Australian mobile whatever follows: '04' and the process id's last four
  // digits made numbers such as 0479 440 003, which it does not, so the chat (which reads numbers with it) missed them.
  return `0412${String(process.pid % 1_000).padStart(3, '0')}${String(++bookers % 1_000).padStart(3, '0')}`
}

/** An email address and phone number no other booking of this test process uses. */
export function ownContact(): { email: string; phone: string } {
  const phone = uniquePhone()
  return { email: `booker-${phone}@example.com.au`, phone }
}
