import { afterAll, vi } from 'vitest'

// Test files share their worker (vitest.config.ts: isolate is off), so what one file changes in the process must
// not reach the next one: a file that pins the clock leaves it running again.
afterAll(() => {
  vi.useRealTimers()
})
