import { describe, expect, test } from 'vitest'
import { readPersonForm } from './person-forms'

describe('readPersonForm', () => {
  test('a note is trimmed and required', () => {
    expect(readPersonForm({ intent: 'note', text: ' Call back ' })).toMatchObject({ ok: true, request: { intent: 'note', text: 'Call back' } })
    expect(readPersonForm({ intent: 'note', text: '  ' })).toMatchObject({ ok: false, fields: { text: 'Please write a note' } })
  })
  test('a next step takes an optional real date', () => {
    expect(readPersonForm({ intent: 'next-step', text: 'Send quote', due: '2031-05-06' })).toMatchObject({ ok: true, request: { change: { nextStep: { text: 'Send quote', due: '2031-05-06' } } } })
    expect(readPersonForm({ intent: 'next-step', text: 'Send quote', due: '' })).toMatchObject({ ok: true, request: { change: { nextStep: { text: 'Send quote', due: null } } } })
    expect(readPersonForm({ intent: 'next-step', text: 'Send quote', due: '2031-02-30' })).toMatchObject({ ok: false, fields: { due: 'Please pick a date' } })
  })
  test('a stage must be one of the pipeline stages', () => {
    expect(readPersonForm({ intent: 'stage', stage: 'won' })).toMatchObject({ ok: true, request: { change: { stage: 'won' } } })
    expect(readPersonForm({ intent: 'stage', stage: 'spam' })).toMatchObject({ ok: false })
  })
  test('details empty become cleared; an unknown intent is refused', () => {
    expect(readPersonForm({ intent: 'details', name: 'Jo', phone: '', company: ' ' })).toMatchObject({ ok: true, request: { change: { name: 'Jo', phone: null, company: null } } })
    expect(readPersonForm({ intent: 'delete' })).toMatchObject({ ok: false, intent: undefined })
  })
})
