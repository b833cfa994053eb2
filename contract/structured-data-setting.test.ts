import { expect, test } from 'vitest'
import { STRUCTURED_DATA_MAX_CHARS, readStructuredData, structuredDataProblem } from './structured-data-setting'

test('empty or missing means no additions and no problem', () => {
  for (const value of [undefined, null, '', '   ']) expect(readStructuredData(value)).toEqual({ extras: {}, problems: [] })
})

test('an object, as JSON text or as stored JSON, gives its keys', () => {
  const links = { sameAs: ['https://www.linkedin.com/company/x'], founder: { '@type': 'Person', name: 'Alex Chen' } }
  expect(readStructuredData(JSON.stringify(links))).toEqual({ extras: links, problems: [] })
  expect(readStructuredData(links)).toEqual({ extras: links, problems: [] })
  expect(structuredDataProblem(links)).toBeUndefined()
})

test('text that is not JSON, and JSON that is not an object, give nothing and say why', () => {
  expect(readStructuredData('{"sameAs": [')).toEqual({ extras: {}, problems: [expect.stringMatching(/^Structured data is not valid JSON/)] })
  for (const value of ['[1, 2]', '"text"', '42', 'true', [1], 7]) {
    expect(readStructuredData(value)).toEqual({ extras: {}, problems: [expect.stringMatching(/^Structured data must be a JSON object/)] })
  }
})

test('JSON-LD keywords and the facts the site keeps elsewhere are left out, each named', () => {
  const reading = readStructuredData({ '@context': 'https://evil.example', '@type': 'Person', '@graph': [], telephone: '000', review: [], sameAs: ['https://x.com'], areaServed: 'Victoria' })
  expect(reading.extras).toEqual({ sameAs: ['https://x.com'], areaServed: 'Victoria' })
  expect(reading.problems).toEqual([
    'Structured data cannot set @context; the site sets it',
    'Structured data cannot set @type; the site sets it',
    'Structured data cannot set @graph; the site sets it',
    'Structured data cannot set telephone; it comes from the business_phone setting',
    'Structured data cannot set review; it comes from the Testimonials tab',
  ])
})

test('a value too large to be a few links and facts is refused whole', () => {
  const big = { description2: 'x'.repeat(STRUCTURED_DATA_MAX_CHARS) }
  expect(readStructuredData(big)).toEqual({ extras: {}, problems: [`Structured data must be at most ${STRUCTURED_DATA_MAX_CHARS} characters`] })
})

test('an inherited name such as toString is an ordinary key', () => {
  expect(readStructuredData('{"toString": "x", "constructor": "y"}').extras).toEqual({ toString: 'x', constructor: 'y' })
})
