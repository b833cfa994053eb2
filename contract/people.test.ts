import { describe, expect, it } from 'vitest'
import { leadSourceFieldSchema, roiSnapshotFieldSchema } from './people'

describe('leadSourceFieldSchema', () => {
  it('reads a lead source as an object or as JSON text', () => {
    const source = { page: '/contact', referrerHost: 'www.google.com', utm: { source: 'google', campaign: 'spring' } }
    expect(leadSourceFieldSchema.parse(source)).toEqual(source)
    expect(leadSourceFieldSchema.parse(JSON.stringify(source))).toEqual(source)
  })
  it('drops what is not tracking data instead of refusing the lead', () => {
    for (const value of ['', '{oops', 42, [], 'null', { page: 7, referrerHost: ['x'] }, {}]) expect(leadSourceFieldSchema.parse(value)).toBeUndefined()
    expect(leadSourceFieldSchema.parse({ page: 'https://elsewhere.example/', utm: { source: 'x'.repeat(101), medium: 'email' } })).toEqual({ utm: { medium: 'email' } })
    expect(leadSourceFieldSchema.parse(undefined)).toBeUndefined()
  })
})

describe('roiSnapshotFieldSchema', () => {
  it('drops a snapshot that is not a calculation', () => {
    expect(roiSnapshotFieldSchema.parse('{"input":{},"result":{}}')).toBeUndefined()
    expect(roiSnapshotFieldSchema.parse('')).toBeUndefined()
  })
})
