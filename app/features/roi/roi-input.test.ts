import { describe, expect, test } from 'vitest'
import { ROI_FIELDS, nonPositiveFields, readRoiInput, readRoiValues, roiFieldErrors, validateRoi } from './roi-input'

const typical = { monthlyCalls: 400, missedCalls: 60, callDuration: 4, hourlyRate: 38, conversionRate: 25, orderValue: 250 }
const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}
describe('readRoiInput', () => {
  test('reads numbers the way people type them: grouping commas, dollar and percent signs, spaces', () => {
    expect(readRoiInput(form({ monthlyCalls: '1,200', missedCalls: ' 60 ', callDuration: '3.5', hourlyRate: '$38', conversionRate: '25%', orderValue: '$1,250.50' }))).toEqual({
      monthlyCalls: 1200,
      missedCalls: 60,
      callDuration: 3.5,
      hourlyRate: 38,
      conversionRate: 25,
      orderValue: 1250.5,
    })
  })

  test('empty, missing or unreadable values become 0 (spec §5)', () => {
    expect(readRoiInput(form({ monthlyCalls: '', missedCalls: 'lots', callDuration: '1e999', hourlyRate: '-', conversionRate: '4.5.1' }))).toEqual({
      monthlyCalls: 0,
      missedCalls: 0,
      callDuration: 0,
      hourlyRate: 0,
      conversionRate: 0,
      orderValue: 0,
    })
  })
})

describe('nonPositiveFields', () => {
  test('names every field that is zero or less, in form order', () => {
    expect(nonPositiveFields(typical)).toEqual([])
    expect(nonPositiveFields({ ...typical, orderValue: 0, monthlyCalls: -5 })).toEqual(['monthlyCalls', 'orderValue'])
  })
})

describe('validateRoi', () => {
  test('applies the server rules before sending: missed calls within monthly calls, conversion at most 100%', async () => {
    await expect(validateRoi(typical)).resolves.toEqual({})
    await expect(validateRoi({ ...typical, missedCalls: 401 })).resolves.toEqual({ missedCalls: 'Missed calls cannot be more than monthly calls' })
    await expect(validateRoi({ ...typical, conversionRate: 101 })).resolves.toEqual({ conversionRate: 'Conversion rate cannot be more than 100%' })
  })
})

describe('readRoiValues', () => {
  test('keeps each figure exactly as typed, to show it again; a missing one is blank', () => {
    expect(readRoiValues(form({ monthlyCalls: '1,200', hourlyRate: '$38', conversionRate: 'lots' }))).toEqual({
      monthlyCalls: '1,200',
      missedCalls: '',
      callDuration: '',
      hourlyRate: '$38',
      conversionRate: 'lots',
      orderValue: '',
    })
  })
})

describe('roiFieldErrors', () => {
  test('the first message of each known field; messages about anything else are dropped', () => {
    const issues = [
      { path: ['missedCalls'], message: 'Missed calls cannot be more than monthly calls' },
      { path: ['missedCalls'], message: 'a second message' },
      { path: [], message: 'Expected an object' },
      { path: ['__proto__'], message: 'not a field' },
    ]
    expect(roiFieldErrors(issues)).toEqual({ missedCalls: 'Missed calls cannot be more than monthly calls' })
  })
})

test('the form prefills a typical business that passes the server rules', async () => {
  const example = Object.fromEntries(ROI_FIELDS.map((field) => [field.name, field.example])) as typeof typical
  await expect(validateRoi(example)).resolves.toEqual({})
})
