import { desc, eq } from 'drizzle-orm'
import type { InquiryWithBooking } from '../../../contract/admin-inquiries.ts'
import type { Database } from '../../db/client.ts'
import { bookings, contactInquiries } from '../../db/schema/leads.ts'
import { toAdminInquiry } from '../admin/inquiries.ts'

/** The admin's read of contact inquiries: every one, spam included (it is restorable), newest first, with its booked slot. */
export function createInquiryList({ db }: { db: Database }) {
  return {
    async newestFirst(): Promise<InquiryWithBooking[]> {
      const rows = await db
        .select({ inquiry: contactInquiries, bookingDate: bookings.date, bookingTime: bookings.time })
        .from(contactInquiries)
        .leftJoin(bookings, eq(bookings.inquiryId, contactInquiries.id))
        .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
      const seen = new Set<number>()
      const inquiries: InquiryWithBooking[] = []
      // A rebooked inquiry could join more than one booking row; the list shows each inquiry once.
      for (const { inquiry: row, bookingDate, bookingTime } of rows) {
        if (seen.has(row.id)) continue
        seen.add(row.id)
        inquiries.push({ ...toAdminInquiry(row), booking: bookingDate && bookingTime ? { date: bookingDate, time: bookingTime } : null, personId: row.personId })
      }
      return inquiries
    },
  }
}

export type InquiryList = ReturnType<typeof createInquiryList>
