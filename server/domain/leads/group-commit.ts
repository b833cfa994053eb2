/**
 * Group commit: submissions that arrive while a write is in flight wait for it, and the next write takes all
 * of them at once (up to `maxBatch`). There is no timer: a lone submission is written at once, and under load
 * one transaction (one commit) serves many visitors instead of each holding a connection for its own.
 *
 * `write` stores its items together or not at all and answers one result per item, in the items' order.
 * When a group fails, `failsEveryone` decides: true (the database cannot be reached) gives every submitter
 * that error; otherwise each item is written again on its own, so one bad row cannot fail its neighbours.
 */
export function createGroupCommit<Item, Result>({
  write,
  failsEveryone,
  maxBatch = 100,
}: {
  write: (items: Item[]) => Promise<Result[]>
  failsEveryone: (error: unknown) => boolean
  maxBatch?: number
}) {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }
  const queue: Waiting[] = []
  let writing = false

  async function writeGroup(group: Waiting[]): Promise<void> {
    try {
      const results = await write(group.map((waiting) => waiting.item))
      if (results.length !== group.length) throw new Error(`A group write answered ${results.length} results for ${group.length} items`)
      group.forEach((waiting, i) => waiting.resolve(results[i]!))
    } catch (error) {
      if (group.length === 1 || failsEveryone(error)) {
        for (const waiting of group) waiting.reject(error)
        return
      }
      // One after another: a burst of single writes would compete for the connections everyone else needs.
      for (const waiting of group) await writeGroup([waiting])
    }
  }

  async function drain(): Promise<void> {
    writing = true
    try {
      while (queue.length > 0) await writeGroup(queue.splice(0, maxBatch))
    } finally {
      writing = false
    }
  }

  return {
    /** Resolves once the item is committed (or rejects with why it was not); its group is written when the writer is free. */
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        if (!writing) void drain()
      })
    },
  }
}
