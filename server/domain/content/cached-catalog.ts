import type { Service, SiteSetting } from '../../../contract/content.ts'
import { readStructuredData } from '../../../contract/structured-data-setting.ts'
import { toSettingsMap } from '../../../core/settings.ts'
import type { Logger } from '../../logger.ts'
import type { Catalog } from './catalog.ts'
import type { ContentCache } from './content-cache.ts'

/**
 * The public catalogue served from the content cache: pages, the JSON API, the chat and the ROI
 * calculator read the same snapshots, and the database once per content change. Admin screens read
 * their own lists fresh (server/domain/admin), never through here.
 */
export function createCachedCatalog({ catalog, cache, logger }: { catalog: Catalog; cache: ContentCache; logger: Logger }): Catalog {
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
    listKnowledgeEntries: cache.cached(() => catalog.listKnowledgeEntries()),
    listPublicSettings: cache.cached(async () => {
      const settings = await catalog.listPublicSettings()
      warnAboutIgnoredStructuredData(settings, logger)
      return settings
    }),
  }
}

/**
 * The JSON-LD leaves out what it cannot use of the structured_data setting (the admin form refuses
 * such a value, a hand-edited row may still hold one); the owner learns why from the log, once per
 * settings snapshot rather than on every page.
 */
function warnAboutIgnoredStructuredData(settings: SiteSetting[], logger: Logger): void {
  const { problems } = readStructuredData(toSettingsMap(settings).structured_data)
  if (problems.length > 0) logger.warn({ problems }, 'The structured_data setting is partly or wholly ignored')
}
