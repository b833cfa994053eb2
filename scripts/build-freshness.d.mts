/** Whether build/ holds a production build at least as new as its sources. */
export function buildIsCurrent(root: string): boolean
