/** Answers kept per function: more than this and the oldest is dropped. */
const KEPT = 2000

/**
 * `work` with its answers kept for texts it has seen: each chat message is read again on every
 * later turn of its conversation, and the business's own numbers on every message.
 */
export function remembered<T>(work: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T>()
  return (text) => {
    if (answers.has(text)) return answers.get(text) as T
    const answer = work(text)
    if (answers.size >= KEPT) answers.delete(answers.keys().next().value as string)
    answers.set(text, answer)
    return answer
  }
}
