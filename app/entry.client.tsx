import { hydrateDocument } from './lib/hydrate-document'

void hydrateDocument()

// Development: React Fast Refresh cannot update Preact's components (ADR 013), so an edited script
// reloads the page instead; style edits still apply in place.
import.meta.hot?.on('vite:afterUpdate', ({ updates }) => {
  if (updates.some((update) => update.type === 'js-update')) window.location.reload()
})
