import type { PersonList, PersonStage } from '../../../../contract/people'

export type PeopleQuery = { q: string; stage: PersonStage | ''; offset: number }
export type PeopleOutcome = { kind: 'listed'; list: PersonList } | { kind: 'signed-out' } | { kind: 'failed' }

/** The query string of the People list and its CSV export: only the filters that are set. */
export function peopleSearch({ q, stage, offset }: PeopleQuery): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q.trim())
  if (stage) params.set('stage', stage)
  if (offset > 0) params.set('offset', String(offset))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET /api/admin/people: one page of people by last activity. */
export async function fetchPeople(query: PeopleQuery, { signal, fetcher = fetch }: { signal?: AbortSignal; fetcher?: typeof fetch } = {}): Promise<PeopleOutcome> {
  try {
    const response = await fetcher(`/api/admin/people${peopleSearch(query)}`, { headers: { Accept: 'application/json' }, signal })
    if (response.status === 401 || response.status === 403) return { kind: 'signed-out' }
    if (!response.ok) return { kind: 'failed' }
    return { kind: 'listed', list: (await response.json()) as PersonList }
  } catch {
    return { kind: 'failed' }
  }
}
