import { hydrateDocument } from './lib/hydrate-document'

void hydrateDocument()
