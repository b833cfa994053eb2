import { buildWhenStale } from '../../scripts/build-freshness.mjs'
import { projectRoot } from '../../server/paths.ts'

/**
 * Vitest global setup of the API projects: the production build, made only when it is older than its sources
 * (`npm test` makes it once for every suite). API tests render pages from it, and the server-process tests run it.
 */
export default function setup() {
  if (!buildWhenStale(projectRoot)) throw new Error('The production build failed (npm run build)')
}
