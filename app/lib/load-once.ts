/**
 * A dynamic import run at most once: every caller shares the same promise, and a failed download
 * (a dropped connection) is forgotten so the next call tries again. For code a page needs only
 * after the visitor acts, such as the validation schemas of a form.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
