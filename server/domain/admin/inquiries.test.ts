import { describe, expect, test } from 'vitest'
import { INQUIRY_STATUSES } from '../../../contract/admin-content.ts'
import { demoStatusSchema } from '../../../contract/content.ts'
import { DEMO_STATUSES } from '../../db/schema/content.ts'
import { INQUIRY_STATUSES as STORED_STATUSES } from '../../db/schema/leads.ts'

describe('the dashboard offers exactly the values the tables accept', () => {
  test('inquiry statuses', () => {
    expect(INQUIRY_STATUSES).toEqual(STORED_STATUSES)
  })

  test('demo statuses', () => {
    expect(demoStatusSchema.options).toEqual(DEMO_STATUSES)
  })
})
