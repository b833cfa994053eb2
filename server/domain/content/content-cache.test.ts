import { describe, expect, test } from 'vitest'
import { createContentCache } from './content-cache.ts'

/** A database read the test finishes by hand, recording how many were made. */
function controlledLoad<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = []
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }))
  return { load, calls }
}

const services = () => [{ slug: 'ai-workforce', price: 699 }]

describe('content cache', () => {
  test('readers share one database read and then the same snapshot until the content changes', async () => {
    let reads = 0
    const cache = createContentCache()
    const list = cache.cached(async () => (reads++, services()))
    const [first, second] = await Promise.all([list(), list()])
    const third = await list()
    expect(reads).toBe(1)
    expect(second).toBe(first)
    expect(third).toBe(first)
  })

  test('a change sends the next reader to the database, and changed content is a new snapshot', async () => {
    let price = 699
    const cache = createContentCache()
    const list = cache.cached(async () => [{ slug: 'ai-workforce', price }])
    const before = await list()
    price = 799
    cache.invalidate()
    const after = await list()
    expect(after).not.toBe(before)
    expect(after[0]?.price).toBe(799)
    expect(await list()).toBe(after)
  })

  test('a reload that finds the same content keeps the snapshot it had, so identity marks a real change', async () => {
    let reads = 0
    const cache = createContentCache()
    const list = cache.cached(async () => (reads++, services()))
    const before = await list()
    cache.invalidate()
    expect(await list()).toBe(before)
    expect(reads).toBe(2)
  })

  test('a read that raced a save is given to whoever asked before the save, never kept, and nobody joins it afterwards', async () => {
    const { load, calls } = controlledLoad<{ price: number }[]>()
    const cache = createContentCache()
    const list = cache.cached(load)
    const early = list()
    cache.invalidate() // the save commits while the first read is on its way
    const late = list()
    expect(calls).toHaveLength(2)
    calls[0]!.resolve([{ price: 699 }])
    calls[1]!.resolve([{ price: 799 }])
    expect((await early)[0]?.price).toBe(699)
    expect((await late)[0]?.price).toBe(799)
    expect(await list()).toBe(await late)
    expect(calls).toHaveLength(2)
  })

  test('the raced read finishing last does not replace what the read after the save kept', async () => {
    const { load, calls } = controlledLoad<{ price: number }[]>()
    const cache = createContentCache()
    const list = cache.cached(load)
    const early = list()
    cache.invalidate()
    const late = list()
    calls[1]!.resolve([{ price: 799 }])
    await late
    calls[0]!.resolve([{ price: 699 }])
    await early
    expect((await list())[0]?.price).toBe(799)
    expect(calls).toHaveLength(2)
  })

  test('a read that finished just before the save is dropped by it', async () => {
    let price = 699
    const cache = createContentCache()
    const list = cache.cached(async () => [{ price }])
    await list()
    price = 799
    cache.invalidate()
    expect((await list())[0]?.price).toBe(799)
  })

  test('a failed read is not kept: its waiters see the error and the next reader tries again', async () => {
    const { load, calls } = controlledLoad<{ price: number }[]>()
    const cache = createContentCache()
    const list = cache.cached(load)
    const [a, b] = [list(), list()]
    calls[0]!.reject(new Error('database unavailable'))
    await expect(a).rejects.toThrow('database unavailable')
    await expect(b).rejects.toThrow('database unavailable')
    const retry = list()
    expect(calls).toHaveLength(2)
    calls[1]!.resolve([{ price: 699 }])
    expect((await retry)[0]?.price).toBe(699)
  })

  test('after the time backstop the database is read again; unchanged content keeps its snapshot', async () => {
    let clock = 0
    let reads = 0
    let price = 699
    const cache = createContentCache({ ttlMs: 60_000, now: () => clock })
    const list = cache.cached(async () => (reads++, [{ price }]))
    const first = await list()
    clock = 59_999
    expect(await list()).toBe(first)
    clock = 60_000
    expect(await list()).toBe(first)
    expect(reads).toBe(2)
    price = 799
    clock = 120_000
    expect((await list())[0]?.price).toBe(799)
    expect(reads).toBe(3)
  })

  test('a snapshot is frozen: no reader can change what the others see', async () => {
    const cache = createContentCache()
    const list = cache.cached(async () => [{ slug: 'ai-workforce', features: ['Chatbots'] }])
    const snapshot = await list()
    expect(() => (snapshot as { slug: string }[]).push({ slug: 'x' })).toThrow(TypeError)
    expect(() => ((snapshot[0] as { slug: string }).slug = 'changed')).toThrow(TypeError)
    expect(() => (snapshot[0]!.features as string[]).push('More')).toThrow(TypeError)
  })

  test('each read has its own snapshot; one change drops them all', async () => {
    let reads = 0
    const cache = createContentCache()
    const plans = cache.cached(async () => (reads++, [{ name: 'Voice' }]))
    const tools = cache.cached(async () => (reads++, [{ name: 'Tool' }]))
    await Promise.all([plans(), tools()])
    cache.invalidate()
    await Promise.all([plans(), tools()])
    expect(reads).toBe(4)
  })
})
