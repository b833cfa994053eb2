import { describe, expect, test } from 'vitest'
import { changedFields, entityName, entrySentence, fieldLabel, rowFields, rowName, valueText } from './activity-format'

const entry = (fields: Partial<Parameters<typeof entrySentence>[0]>) => ({ action: 'update' as const, entity: 'services', entityId: 3, before: null, after: null, ...fields })

describe('entrySentence', () => {
  test('names the action, the kind of row, its id and its name', () => {
    expect(entrySentence(entry({ before: { title: 'Voice Agent' }, after: { title: 'AI Voice Agent' } }))).toBe("Updated service #3 'AI Voice Agent'")
    expect(entrySentence(entry({ action: 'create', entity: 'pricing-plans', entityId: 7, after: { name: 'Starter' } }))).toBe("Created pricing plan #7 'Starter'")
    expect(entrySentence(entry({ action: 'delete', entity: 'ai-tools', entityId: 12, before: { name: 'Copy Audit' } }))).toBe("Deleted AI tool #12 'Copy Audit'")
    expect(entrySentence(entry({ entity: 'site-settings', entityId: 4, after: { key: 'site_name', value: 'x' } }))).toBe("Updated site setting #4 'site_name'")
    expect(entrySentence(entry({ entity: 'contact-inquiries', entityId: 9, after: { fullName: 'Jane Citizen', status: 'won' } }))).toBe("Updated contact inquiry #9 'Jane Citizen'")
  })

  test('leaves out what the entry does not know', () => {
    expect(entrySentence(entry({ entityId: null }))).toBe('Updated service')
    expect(entrySentence(entry({ entity: 'demo-sites', after: { title: '   ' } }))).toBe('Updated demo site #3')
  })

  test('an erasure says that a person was erased, not whom', () => {
    expect(entrySentence(entry({ action: 'delete', entity: 'people', entityId: null }))).toBe('Deleted person')
  })

  test('says sign-ins, sign-outs and password changes in words', () => {
    expect(entrySentence(entry({ action: 'login', entity: 'users' }))).toBe('Signed in')
    expect(entrySentence(entry({ action: 'logout', entity: 'users' }))).toBe('Signed out')
    expect(entrySentence(entry({ action: 'login_failed', entity: 'users', entityId: null }))).toBe('Failed sign-in')
    expect(entrySentence(entry({ entity: 'users', after: { passwordChanged: true } }))).toBe('Changed their password')
  })
})

describe('rowName', () => {
  test('prefers the name after the change, and falls back to the row before it (a delete)', () => {
    expect(rowName({ before: { title: 'Old' }, after: { title: 'New' } })).toBe('New')
    expect(rowName({ before: { title: 'Gone' }, after: null })).toBe('Gone')
    expect(rowName({ before: [], after: 'text' })).toBeNull()
  })
})

describe('changedFields', () => {
  test('lists only the fields whose values differ, with readable labels', () => {
    const before = { id: 3, title: 'Voice Agent', price: 699, isActive: true, features: ['a', 'b'], updatedAt: '2026-01-01T00:00:00.000Z' }
    const after = { id: 3, title: 'AI Voice Agent', price: 699, isActive: false, features: ['a', 'b', 'c'], updatedAt: '2026-02-01T00:00:00.000Z' }
    expect(changedFields(before, after)).toEqual([
      { field: 'title', label: 'Title', before: 'Voice Agent', after: 'AI Voice Agent' },
      { field: 'isActive', label: 'Active', before: true, after: false },
      { field: 'features', label: 'Features', before: ['a', 'b'], after: ['a', 'b', 'c'] },
    ])
  })

  test('compares lists and objects by value, and treats null, missing and empty text as the same nothing', () => {
    expect(changedFields({ value: { a: 1 }, note: null, extra: '' }, { value: { a: 1 }, note: '' })).toEqual([])
    expect(changedFields({ note: null }, { note: 'Sale ends Friday' })).toEqual([{ field: 'note', label: 'Note', before: null, after: 'Sale ends Friday' }])
  })

  test('a missing side counts as an empty row', () => {
    expect(changedFields(null, { title: 'New' })).toEqual([{ field: 'title', label: 'Title', before: undefined, after: 'New' }])
    expect(changedFields(undefined, undefined)).toEqual([])
  })
})

describe('rowFields', () => {
  test('lists every field of a stored row, and nothing for a value that is not a row', () => {
    expect(rowFields({ id: 1, name: 'Starter' })).toEqual([
      { field: 'id', label: 'ID', value: 1 },
      { field: 'name', label: 'Name', value: 'Starter' },
    ])
    expect(rowFields(null)).toEqual([])
    expect(rowFields(['a'])).toEqual([])
  })
})

describe('fieldLabel', () => {
  test('turns API field names into words', () => {
    expect(fieldLabel('priceNote')).toBe('Price note')
    expect(fieldLabel('saleStartDate')).toBe('Sale start date')
    expect(fieldLabel('isFeatured')).toBe('Featured')
    expect(fieldLabel('issue')).toBe('Issue')
    expect(fieldLabel('site_name')).toBe('Site name')
    expect(fieldLabel('id')).toBe('ID')
  })
})

describe('valueText', () => {
  test('shows text as it is (markup included), and empties, flags and numbers in words', () => {
    expect(valueText('<b>bold</b>')).toBe('<b>bold</b>')
    expect(valueText(null)).toBe('(empty)')
    expect(valueText('')).toBe('(empty)')
    expect(valueText(undefined)).toBe('(empty)')
    expect(valueText(true)).toBe('Yes')
    expect(valueText(1299.5)).toBe('1299.5')
  })

  test('shows a stored instant in Melbourne time, across the end of daylight saving', () => {
    expect(valueText('2026-04-04T14:30:00.000Z')).toBe('5 Apr 2026, 1:30 am')
    expect(valueText('2026-04-04T16:30:00.000Z')).toBe('5 Apr 2026, 2:30 am')
    expect(valueText('2026-07-01T00:00:00+10:00')).toBe('1 July 2026, 12:00 am')
    expect(valueText('2026-04-04')).toBe('2026-04-04')
  })

  test('pretty-prints lists and objects as indented JSON', () => {
    expect(valueText({ monday: '9-5', sunday: null })).toBe('{\n  "monday": "9-5",\n  "sunday": null\n}')
    expect(valueText(['a'])).toBe('[\n  "a"\n]')
  })
})

describe('entityName', () => {
  test('reads an unknown collection path as words', () => {
    expect(entityName('services')).toBe('service')
    expect(entityName('chat-conversations')).toBe('chat conversations')
  })
})
