/** The outbox kinds a booking queues for later (due before the call), which tests of the messages due now leave out. */
export const PLANNED_LATER: string[] = ['booking.reminder', 'booking.brief']
