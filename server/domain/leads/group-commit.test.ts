import { describe, expect, test } from 'vitest'
import { createGroupCommit } from './group-commit.ts'

/** A writer whose writes finish only when the test says so, recording each group it was given. */
function controlledWriter({ failWhen = () => false, unavailable = false }: { failWhen?: (items: string[]) => boolean; unavailable?: boolean } = {}) {
  const groups: string[][] = []
  const finishers: (() => void)[] = []
  const commit = createGroupCommit<string, string>({
    write: (items) => {
      groups.push(items)
      return new Promise((resolve, reject) => {
        finishers.push(() => (failWhen(items) ? reject(Object.assign(new Error('write failed'), unavailable ? { code: 'ECONNREFUSED' } : {})) : resolve(items.map((item) => `stored ${item}`))))
      })
    },
    failsEveryone: (error) => (error as { code?: string }).code === 'ECONNREFUSED',
    maxBatch: 3,
  })
  /** Finishes the oldest unfinished write and lets the writer move on. */
  const finishNext = async () => {
    finishers.shift()!()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { commit, groups, finishNext }
}

describe('group commit', () => {
  test('a lone submission is written at once, with no waiting for company', async () => {
    const { commit, groups, finishNext } = controlledWriter()
    const result = commit.submit('a')
    expect(groups).toEqual([['a']])
    await finishNext()
    await expect(result).resolves.toBe('stored a')
  })

  test('submissions arriving during a write go together in the next one, up to the batch limit', async () => {
    const { commit, groups, finishNext } = controlledWriter()
    const results = ['a', 'b', 'c', 'd', 'e', 'f'].map((item) => commit.submit(item))
    expect(groups).toEqual([['a']])
    await finishNext()
    expect(groups).toEqual([['a'], ['b', 'c', 'd']])
    await finishNext()
    expect(groups).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']])
    await finishNext()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((item) => `stored ${item}`))
  })

  test('each submitter gets the result of its own item', async () => {
    const { commit, finishNext } = controlledWriter()
    const first = commit.submit('first')
    const [x, y] = [commit.submit('x'), commit.submit('y')]
    await finishNext()
    await finishNext()
    expect([await first, await x, await y]).toEqual(['stored first', 'stored x', 'stored y'])
  })

  test('when a group fails for a reason of its own, each item is written again alone and only the bad one fails', async () => {
    const { commit, groups, finishNext } = controlledWriter({ failWhen: (items) => items.includes('bad') })
    const first = commit.submit('first')
    const results = ['b', 'bad', 'c'].map((item) => commit.submit(item).catch((error: Error) => `refused: ${error.message}`))
    await finishNext()
    await finishNext()
    expect(groups.slice(0, 2)).toEqual([['first'], ['b', 'bad', 'c']])
    await finishNext()
    await finishNext()
    await finishNext()
    expect(groups.slice(2)).toEqual([['b'], ['bad'], ['c']])
    expect([await first, ...(await Promise.all(results))]).toEqual(['stored first', 'stored b', 'refused: write failed', 'stored c'])
  })

  test('when the database cannot be reached every submitter in the group gets that error, with no retries', async () => {
    const { commit, groups, finishNext } = controlledWriter({ failWhen: () => true, unavailable: true })
    const results = ['a', 'b', 'c'].map((item) => commit.submit(item).catch((error: { code?: string }) => error.code))
    await finishNext()
    await finishNext()
    expect(groups).toEqual([['a'], ['b', 'c']])
    expect(await Promise.all(results)).toEqual(['ECONNREFUSED', 'ECONNREFUSED', 'ECONNREFUSED'])
  })

  test('a writer answering the wrong number of results fails its group instead of mixing up answers', async () => {
    const commit = createGroupCommit<string, string>({ write: async () => ['only one'], failsEveryone: () => true })
    const first = commit.submit('a')
    const [second, third] = [commit.submit('b'), commit.submit('c')]
    await expect(first).resolves.toBe('only one')
    await expect(second).rejects.toThrow('answered 1 results for 2 items')
    await expect(third).rejects.toThrow('answered 1 results for 2 items')
  })

  test('after a failure the writer keeps serving later submissions', async () => {
    let calls = 0
    const commit = createGroupCommit<string, string>({
      write: async (items) => {
        calls += 1
        if (calls === 1) throw Object.assign(new Error('down'), { code: 'ECONNREFUSED' })
        return items.map((item) => `stored ${item}`)
      },
      failsEveryone: () => true,
    })
    await expect(commit.submit('a')).rejects.toThrow('down')
    await expect(commit.submit('b')).resolves.toBe('stored b')
  })
})
