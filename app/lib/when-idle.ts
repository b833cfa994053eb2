/**
 * Runs `run` once the browser is idle, and at the latest after `timeoutMs`; where idle callbacks are
 * missing (Safari), after `fallbackMs`. Returns the cancel function.
 */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, fallbackMs)
  return () => clearTimeout(handle)
}
