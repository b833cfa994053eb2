import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('loads once and gives every caller the same value', async () => {
    const load = vi.fn(async () => ({ schema: 'contact' }))
    const get = loadOnce(load)
    const [first, second] = await Promise.all([get(), get()])
    expect(first).toBe(second)
    expect(await get()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('loaded')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('offline')
    await expect(get()).resolves.toBe('loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
