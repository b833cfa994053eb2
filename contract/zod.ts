import { z } from 'zod'

// zod compiles faster validators with `new Function`, probing for it when the first object schema
// is defined. The site's CSP forbids eval, and even the probe is reported as a violation, so in the
// browser every schema is made without it. This module is imported before any schema is defined.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
