/**
 * Loads page data, answering the fallback when the load fails (the spec's fallback cards and empty
 * states) so a database hiccup degrades a section instead of failing the whole page.
 */
export async function orFallback<T>(load: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await load
  } catch (error) {
    console.error(`Failed to fetch ${what}:`, error instanceof Error ? error.message : error)
    return fallback
  }
}
