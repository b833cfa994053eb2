import { FALLBACK_SERVICES } from '../../core/fallback-services'
import { type FaqFacts, faqFacts } from '../../core/faq-facts'
import { toSettingsMap } from '../../core/settings'
import { orFallback } from './load'
import type { RequestContext } from './server-context'

/**
 * The facts FAQ answers quote, from the live catalogue and settings at this instant (ADR 027). The
 * reads are the content cache's snapshots, so a page costs no query while nothing changes. A failed
 * services read falls back to the built-in services, as the services page does; an empty catalogue
 * is the truth and leaves its price sentences out.
 */
export async function loadFaqFacts({ services }: Pick<RequestContext, 'services'>, now: number): Promise<FaqFacts> {
  const [catalogServices, plans, settings] = await Promise.all([
    orFallback(services.catalog.listServices(), FALLBACK_SERVICES, 'services'),
    orFallback(services.catalog.listActivePlans(), [], 'pricing plans'),
    orFallback(services.catalog.listPublicSettings(), [], 'site settings'),
  ])
  return faqFacts({ services: catalogServices, plans, settings: toSettingsMap([...settings]), now })
}
