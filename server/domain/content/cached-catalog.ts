import type { Service } from '../../../contract/content.ts'
import type { Catalog } from './catalog.ts'
import type { ContentCache } from './content-cache.ts'

/**
 * The public catalogue served from the content cache: pages, the JSON API, the chat and the ROI
 * calculator read the same snapshots, and the database once per content change. Admin screens read
 * their own lists fresh (server/domain/admin), never through here.
 */
export function createCachedCatalog({ catalog, cache }: { catalog: Catalog; cache: ContentCache }): Catalog {
  const listServices = cache.cached(() => catalog.listServices())
  return {
    listServices,
    // The cached list holds exactly the active services, which are the only ones a slug may find.
    async findServiceBySlug(slug: string): Promise<Service | undefined> {
      return (await listServices()).find((service) => service.slug === slug)
    },
    listActivePlans: cache.cached(() => catalog.listActivePlans()),
    listAiTools: cache.cached(() => catalog.listAiTools()),
    listDemoSites: cache.cached(() => catalog.listDemoSites()),
    listTestimonials: cache.cached(() => catalog.listTestimonials()),
    listPromotions: cache.cached(() => catalog.listPromotions()),
    listPublicSettings: cache.cached(() => catalog.listPublicSettings()),
  }
}
