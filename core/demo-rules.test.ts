import { describe, expect, test } from 'vitest'
import { liveDemoUrl } from './demo-rules'

describe('Try Live Demo link', () => {
  test('a Live Demo with a url links to it', () => {
    expect(liveDemoUrl({ status: 'Live Demo', url: 'https://demos.example.com/bistro' })).toBe('https://demos.example.com/bistro')
  })

  test('a Live Demo without a url gets no link', () => {
    expect(liveDemoUrl({ status: 'Live Demo', url: null })).toBeUndefined()
    expect(liveDemoUrl({ status: 'Live Demo', url: '' })).toBeUndefined()
  })

  test('other statuses get no link even with a url', () => {
    expect(liveDemoUrl({ status: 'Coming Soon', url: 'https://demos.example.com/x' })).toBeUndefined()
    expect(liveDemoUrl({ status: 'Planning', url: 'https://demos.example.com/x' })).toBeUndefined()
  })

  test('a url that is not a web address is never used as a link', () => {
    expect(liveDemoUrl({ status: 'Live Demo', url: 'javascript:alert(1)' })).toBeUndefined()
  })
})
