import { defineConfig } from 'vitest/config'

// Its own config, without the React Router plugin (which would print warnings under Vitest).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['app/**/*.test.{ts,tsx}', 'core/**/*.test.ts', 'server/**/*.test.ts', 'contract/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
