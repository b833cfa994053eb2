import type { LeadSource } from '../../contract/people'
import { utmOf } from './visit-source'

/**
 * Where a form sent without JavaScript came from: the path (and any UTM parameters) of the page of this site that
 * the Referer header names. Another site's page, or no header at all (a browser may withhold it), says nothing.
 */
export function refererLeadSource(request: Request): LeadSource | undefined {
  const referer = request.headers.get('Referer')
  if (!referer) return undefined
  try {
    const from = new URL(referer)
    if (from.host !== new URL(request.url).host) return undefined
    const utm = utmOf(from)
    return { page: from.pathname, ...(utm ? { utm } : {}) }
  } catch {
    return undefined
  }
}

/** The form's own `leadSource` field (filled in by the page's script), else what the Referer header tells. */
export function formLeadSource(fields: Record<string, string>, request: Request): string | LeadSource | undefined {
  return fields.leadSource || refererLeadSource(request)
}
