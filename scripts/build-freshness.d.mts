/** Whether build/ holds a production build at least as new as its sources. */
export function buildIsCurrent(root: string): boolean

/** Builds the site for production unless build/ is current; false when the build failed. */
export function buildWhenStale(root: string): boolean
