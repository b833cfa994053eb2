import { describe, expect, it } from 'vitest'
import type { DueStep } from '../../../contract/lead-overview.ts'
import { DUE_LIST_LIMIT, splitStepsDue } from './next-steps-due.ts'

const step = (personId: number, due: string): DueStep => ({ personId, name: `Person ${personId}`, email: `p${personId}@example.com`, nextStep: 'Call back', due })

describe('splitStepsDue', () => {
  it('lists steps due on the Melbourne day as due today and earlier ones as overdue, oldest first', () => {
    const split = splitStepsDue([step(1, '2026-11-26'), step(2, '2026-11-20'), step(3, '2026-11-27'), step(4, '2026-10-31'), step(5, '2026-11-26')], '2026-11-26')
    expect(split.dueToday.map((s) => s.personId)).toEqual([1, 5])
    expect(split.overdue.map((s) => s.personId)).toEqual([4, 2])
    expect(split.today).toBe('2026-11-26')
  })

  it('counts across a month and a year by the calendar, not by the text of the day', () => {
    const split = splitStepsDue([step(1, '2026-12-31'), step(2, '2027-01-01')], '2027-01-01')
    expect(split.overdue.map((s) => s.personId)).toEqual([1])
    expect(split.dueToday.map((s) => s.personId)).toEqual([2])
  })

  it('shows at most the limit in each list', () => {
    const many = Array.from({ length: DUE_LIST_LIMIT + 5 }, (_, i) => step(i + 1, '2026-01-01'))
    expect(splitStepsDue(many, '2026-02-01').overdue).toHaveLength(DUE_LIST_LIMIT)
  })
})
