import { type SystemStatus, systemStatusSchema } from '../../../../contract/system'

export type SystemStatusOutcome = { kind: 'loaded'; status: SystemStatus } | { kind: 'signed-out' } | { kind: 'failed' }

/** GET /api/admin/system. */
export async function fetchSystemStatus(fetcher: typeof fetch = fetch): Promise<SystemStatusOutcome> {
  try {
    const response = await fetcher('/api/admin/system', { headers: { Accept: 'application/json' } })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (!response.ok) return { kind: 'failed' }
    const status = systemStatusSchema.safeParse(await response.json())
    return status.success ? { kind: 'loaded', status: status.data } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

export type RetryOutcome = { kind: 'queued' } | { kind: 'gone' } | { kind: 'not-failed' } | { kind: 'signed-out' } | { kind: 'failed' }

/** The server's answer to a retry as the System tab shows it. */
export function retryOutcome(status: number): RetryOutcome {
  if (status >= 200 && status < 300) return { kind: 'queued' }
  if (status === 401 || status === 403) return { kind: 'signed-out' }
  if (status === 404) return { kind: 'gone' }
  if (status === 409) return { kind: 'not-failed' }
  return { kind: 'failed' }
}

/** POST /api/admin/outbox/{id}/retry: the failed email goes back to be sent now. */
export async function retryEmail(id: number, fetcher: typeof fetch = fetch): Promise<RetryOutcome> {
  try {
    const response = await fetcher(`/api/admin/outbox/${id}/retry`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: '{}' })
    return retryOutcome(response.status)
  } catch {
    return { kind: 'failed' }
  }
}
