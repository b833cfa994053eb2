/**
 * A dynamic import run at most once: every caller shares the same promise, and a failed download
 * (a dropped connection) is forgotten so the next call tries again. For code needed only later: a
 * form's validation schemas after the visitor acts, a server's optional client libraries (AI, SMTP).
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
