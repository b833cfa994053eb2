import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Its own config (not a project of the main one): `npx vitest run` never starts Caddy and two servers by surprise.
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  resolve: { tsconfigPaths: true },
  test: {
    name: 'topology',
    include: ['tests/topology/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
})
