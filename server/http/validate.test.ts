import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { fieldErrors } from './validate.ts'

describe('field errors', () => {
  test('each field gets its first message, by its dotted path; a whole-body problem is "_"', () => {
    const schema = z.object({ name: z.string().min(2, 'Too short').max(1, 'Never both'), items: z.array(z.number()) })
    const error = schema.safeParse({ name: 'x', items: [1, 'two'] }).error!
    expect(fieldErrors(error)).toEqual({ name: 'Too short', 'items.1': expect.any(String) })
    expect(fieldErrors(z.object({}).safeParse('text').error!)).toEqual({ _: expect.any(String) })
  })

  test('a field named __proto__ gets its message as its own key', () => {
    const schema = z.unknown().superRefine((_value, context) => context.addIssue({ code: 'custom', path: ['__proto__'], message: 'Not a field we take' }))
    const fields = fieldErrors(schema.safeParse({}).error!)
    expect(Object.keys(fields)).toEqual(['__proto__'])
    expect(JSON.stringify(fields)).toBe('{"__proto__":"Not a field we take"}')
  })
})
