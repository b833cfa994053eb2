import { describe, expect, test } from 'vitest'
import { settingDefaults } from '../contract/site-settings'
import { businessHours, settingText, toSettingsMap } from './settings'

describe('settingText', () => {
  test('uses the stored text, or the default when missing, blank or not text', () => {
    expect(settingText({ contact_email: 'team@example.com.au' }, 'contact_email')).toBe('team@example.com.au')
    expect(settingText({}, 'contact_email')).toBe(settingDefaults.contact_email)
    expect(settingText({ contact_email: '   ' }, 'contact_email')).toBe(settingDefaults.contact_email)
    expect(settingText({ contact_email: { nested: true } }, 'contact_email')).toBe(settingDefaults.contact_email)
  })
})

describe('businessHours', () => {
  test('reads an object or a JSON string with the spec keys', () => {
    const hours = { 'monday-friday': '8:00 AM - 5:00 PM', saturday: 'Closed', sunday: 'Closed' }
    expect(businessHours({ business_hours: hours })).toEqual(hours)
    expect(businessHours({ business_hours: JSON.stringify(hours) })).toEqual(hours)
  })

  test('fills missing days from the defaults and survives malformed JSON', () => {
    expect(businessHours({ business_hours: { saturday: 'By appointment' } })).toEqual({ ...settingDefaults.business_hours, saturday: 'By appointment' })
    expect(businessHours({ business_hours: '{oops' })).toEqual(settingDefaults.business_hours)
  })
})

test('toSettingsMap turns the API list into a map by key', () => {
  expect(toSettingsMap([{ key: 'a', value: 1 }, { key: 'b', value: 'x' }])).toEqual({ a: 1, b: 'x' })
})
