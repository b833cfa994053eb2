import { describe, expect, it } from 'vitest'
import { linkParts } from './link-parts'

describe('linkParts', () => {
  it('keeps text without addresses as one part', () => {
    expect(linkParts('Setup takes 1-2 weeks.')).toEqual([{ kind: 'text', text: 'Setup takes 1-2 weeks.' }])
  })

  it('links a web address, leaving the full stop after it as text', () => {
    expect(linkParts('Try Bayside Smiles Dental: https://demos.melbourneai.com.au/bayside-smiles-dental.')).toEqual([
      { kind: 'text', text: 'Try Bayside Smiles Dental: ' },
      { kind: 'link', text: 'https://demos.melbourneai.com.au/bayside-smiles-dental', href: 'https://demos.melbourneai.com.au/bayside-smiles-dental', external: true },
      { kind: 'text', text: '.' },
    ])
  })

  it('links an email address to a mail draft', () => {
    expect(linkParts("I've got your email (priya@example.com.au).")).toEqual([
      { kind: 'text', text: "I've got your email (" },
      { kind: 'link', text: 'priya@example.com.au', href: 'mailto:priya@example.com.au', external: false },
      { kind: 'text', text: ').' },
    ])
  })

  it('finds several links in order', () => {
    const parts = linkParts('Email hello@melbourneai.com.au or see https://melbourneai.com.au/pricing, thanks')
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual(['hello@melbourneai.com.au', 'https://melbourneai.com.au/pricing'])
    expect(parts.map((part) => part.text).join('')).toBe('Email hello@melbourneai.com.au or see https://melbourneai.com.au/pricing, thanks')
  })

  it('never links other schemes', () => {
    expect(linkParts('javascript:alert(1) and ftp://files.example.com')).toEqual([{ kind: 'text', text: 'javascript:alert(1) and ftp://files.example.com' }])
  })
})
