import { type AuditPage, auditPageSchema } from '../../../../contract/admin-content'

export type AuditPageOutcome = { kind: 'page'; page: AuditPage } | { kind: 'signed-out' } | { kind: 'failed' }

/** GET /api/admin/audit-log: one page, newest first; `before` (the last page's nextBefore) asks for older entries. */
export async function fetchAuditPage(before?: number, fetcher: typeof fetch = fetch): Promise<AuditPageOutcome> {
  const query = before === undefined ? '' : `?before=${before}`
  try {
    const response = await fetcher(`/api/admin/audit-log${query}`, { headers: { Accept: 'application/json' } })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (!response.ok) return { kind: 'failed' }
    const page = auditPageSchema.safeParse(await response.json())
    return page.success ? { kind: 'page', page: page.data } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}
