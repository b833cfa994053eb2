/**
 * The dashboard's overview above its tabs (issue 20): the people whose next step is due, and where the leads came
 * from. GET /api/admin/lead-overview answers it, and the dashboard's loader reads the same.
 */

/** A person whose next step is due: listed under "Due today" or "Overdue". */
export type DueStep = { personId: number; name: string | null; email: string; nextStep: string | null; due: string }
/** Next steps due by the Melbourne calendar: `today` is that day (YYYY-MM-DD); overdue ones, oldest first. */
export type StepsDue = { today: string; dueToday: DueStep[]; overdue: DueStep[] }

/** The doors a lead comes in by, as the "Leads by source" table's columns. */
export const LEAD_DOORS = ['home', 'contact', 'booking', 'chat'] as const
export type LeadDoor = (typeof LEAD_DOORS)[number]
export const LEAD_DOOR_LABELS: Record<LeadDoor, string> = { home: 'Home form', contact: 'Contact page', booking: 'Booking', chat: 'Chat' }

/** The name of the source of leads that carry no UTM source and no referring site. */
export const DIRECT_SOURCE = 'Direct'
/** The row the least frequent sources are folded into once the table is full. */
export const OTHER_SOURCES = 'Other sources'
/** How many days back the table's recent counts go. */
export const RECENT_DAYS = 30

/** One source's leads: per door in the last RECENT_DAYS days, their sum, and all leads ever. */
export type SourceRow = { source: string; recent: Record<LeadDoor, number>; recentTotal: number; allTime: number }
export type LeadSourceTable = { rows: SourceRow[]; recentTotal: number; allTime: number }

export type LeadOverview = { steps: StepsDue; sources: LeadSourceTable }
