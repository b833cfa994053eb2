import { describe, expect, test } from 'vitest'
import { peopleSearch } from './people-api'

describe('peopleSearch', () => {
  test('only the filters that are set, the search trimmed', () => {
    expect(peopleSearch({ q: '', stage: '', offset: 0 })).toBe('')
    expect(peopleSearch({ q: ' Jane & co ', stage: 'won', offset: 50 })).toBe('?q=Jane+%26+co&stage=won&offset=50')
  })
})
