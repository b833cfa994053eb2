import type { AdminInquiry } from '../../../../contract/admin-inquiries'

export const INQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

export type LeadWriteOutcome = { kind: 'saved' } | { kind: 'signed-out' } | { kind: 'gone' } | { kind: 'failed' }

function outcomeOf(status: number): LeadWriteOutcome {
  if (status >= 200 && status < 300) return { kind: 'saved' }
  if (status === 401 || status === 403) return { kind: 'signed-out' }
  if (status === 404) return { kind: 'gone' }
  return { kind: 'failed' }
}

/** PATCH /api/admin/contact-inquiries/{id} with the new pipeline status. */
export async function setInquiryStatus(id: AdminInquiry['id'], status: InquiryStatus, fetcher: typeof fetch = fetch): Promise<LeadWriteOutcome> {
  try {
    const response = await fetcher(`/api/admin/contact-inquiries/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ status }),
    })
    return outcomeOf(response.status)
  } catch {
    return { kind: 'failed' }
  }
}

/** DELETE /api/admin/contact-inquiries/{id}. */
export async function deleteInquiry(id: AdminInquiry['id'], fetcher: typeof fetch = fetch): Promise<LeadWriteOutcome> {
  try {
    const response = await fetcher(`/api/admin/contact-inquiries/${id}`, { method: 'DELETE', headers: { Accept: 'application/json' } })
    return outcomeOf(response.status)
  } catch {
    return { kind: 'failed' }
  }
}
