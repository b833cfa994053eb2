import { describe, expect, test } from 'vitest'
import { roundTo } from './rounding.ts'

describe('roundTo', () => {
  test.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [0.1 + 0.2, 2, 0.3],
    [4752.0578, 1, 4752.1],
    [0.2473, 1, 0.2],
    [0.05, 1, 0.1],
    [-0.05, 1, -0.1],
    [43620, 2, 43620],
    [1e-7, 2, 0],
  ])('rounds %d to %d places as %d', (value, places, expected) => {
    expect(roundTo(value, places)).toBe(expected)
  })

  test('a tiny loss rounds to 0, never -0', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true)
  })
})
