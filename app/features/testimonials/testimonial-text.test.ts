import { expect, test } from 'vitest'
import { initials, ratingLabel, ratingSummary } from './testimonial-text'

test('a rating reads as words', () => {
  expect(ratingLabel(5)).toBe('Rated 5 out of 5')
  expect(ratingLabel(1)).toBe('Rated 1 out of 5')
})

test('the summary averages the shown ratings to one decimal, and is absent without any', () => {
  expect(ratingSummary([5, 5, 5, 4])).toBe('Rated 4.8 out of 5 by 4 clients')
  expect(ratingSummary([4])).toBe('Rated 4 out of 5 by 1 client')
  expect(ratingSummary([])).toBeUndefined()
})

test('initials take the first letters of the first and last names', () => {
  expect(initials('James O’Connor')).toBe('JO')
  expect(initials(' priya ')).toBe('P')
  expect(initials('Mary-Anne van der Berg')).toBe('MB')
  expect(initials('— 42')).toBe('')
})
