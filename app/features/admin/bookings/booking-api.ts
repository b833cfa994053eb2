import { type AdminBooking, type BookingList, type BookingMark, type BookingScope, adminBookingSchema, bookingListSchema } from '../../../../contract/admin-bookings'

export type BookingListOutcome = { kind: 'listed'; list: BookingList } | { kind: 'signed-out' } | { kind: 'failed' }
export type BookingOutcome = { kind: 'found'; booking: AdminBooking } | { kind: 'gone' } | { kind: 'signed-out' } | { kind: 'failed' }
export type MarkOutcome = { kind: 'saved'; booking: AdminBooking } | { kind: 'signed-out' } | { kind: 'gone' } | { kind: 'refused'; message: string } | { kind: 'failed' }

const JSON_HEADERS = { Accept: 'application/json' }

/** GET /api/admin/bookings?scope=: upcoming soonest first, or past most recent first. */
export async function fetchBookings(scope: BookingScope, fetcher: typeof fetch = fetch): Promise<BookingListOutcome> {
  try {
    const response = await fetcher(`/api/admin/bookings?scope=${scope}`, { headers: JSON_HEADERS })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (!response.ok) return { kind: 'failed' }
    const list = bookingListSchema.safeParse(await response.json())
    return list.success ? { kind: 'listed', list: list.data } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/** GET /api/admin/bookings/{id}: one booking, for a link to it. */
export async function fetchBooking(id: number, fetcher: typeof fetch = fetch): Promise<BookingOutcome> {
  try {
    const response = await fetcher(`/api/admin/bookings/${id}`, { headers: JSON_HEADERS })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (response.status === 404 || response.status === 400) return { kind: 'gone' }
    if (!response.ok) return { kind: 'failed' }
    const booking = adminBookingSchema.safeParse(await response.json())
    return booking.success ? { kind: 'found', booking: booking.data } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/** PATCH /api/admin/bookings/{id} {status}: a 409 carries the server's reason (not started yet, cancelled). */
export async function markBooking(id: number, status: BookingMark, fetcher: typeof fetch = fetch): Promise<MarkOutcome> {
  try {
    const response = await fetcher(`/api/admin/bookings/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...JSON_HEADERS },
      body: JSON.stringify({ status }),
    })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (response.status === 404) return { kind: 'gone' }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === 409) return { kind: 'refused', message: errorMessage(body) ?? 'This booking cannot be marked now.' }
    if (!response.ok) return { kind: 'failed' }
    const booking = adminBookingSchema.safeParse(body)
    return booking.success ? { kind: 'saved', booking: booking.data } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

function errorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined
  const { error } = body as { error: unknown }
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined
}
