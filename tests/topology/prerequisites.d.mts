export const CADDY_PATH: string
export const topologyDatabaseUrl: string
export const topologyRedisUrl: string
/** `{ ready: true }` when the topology suite can run, else the reason it cannot. */
export function prepareTopology(root: string): Promise<{ ready: true } | { ready: false; reason: string }>
