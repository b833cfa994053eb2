/**
 * No price, phone number, email address, street address or opening hours is typed into the
 * site's copy (ADR 027): each comes from the database (services, plans, site settings), so an
 * admin's change reaches every page. This reads the text the sources show (string literals,
 * template text and JSX text, not comments, regular expressions or SVG geometry) of app/ and
 * core/, tests aside, and fails on any such fact outside the few files below. The settings'
 * defaults, which the database overrides, live in contract/site-settings.ts, beside the
 * validation rules (whose limits, such as '$10,000', are rules and not copy), so contract/ is not read.
 */
import { describe, expect, test } from 'vitest'
import { FACT_KINDS, type FactKind, PATTERNS, parsedSource, shownText, sourceFiles, textShownIn } from '../tests/support/typed-facts.ts'

const SCANNED = ['app', 'core']

/**
 * The only files allowed to state such facts, and why. Each is a default the database overrides
 * or a figure that is not the business's own.
 */
const ALLOWED: { file: string; kinds: FactKind[]; why: string }[] = [
  {
    file: 'core/cost-breakdown.ts',
    kinds: ['price'],
    why: "Third-party running costs (hosting, phone line, model usage) in the pricing page's cost popover: other providers' prices the spec fixes, not ours.",
  },
  {
    file: 'app/features/legal/privacy-content.ts',
    kinds: ['phone'],
    why: "The privacy regulator's (OAIC) public enquiries line, which the policy must name: not the business's number.",
  },
]

function typedFacts(files: string[]): string[] {
  return files.flatMap((file) => {
    const allowed = new Set(ALLOWED.filter((entry) => entry.file === file).flatMap((entry) => entry.kinds))
    return shownText(file).flatMap(({ line, text }) =>
      FACT_KINDS.filter((kind) => !allowed.has(kind) && PATTERNS[kind].test(text)).map((kind) => `${file}:${line} ${kind}: ${text.trim().slice(0, 100)}`),
    )
  })
}

describe('no fact the database owns is typed into the copy', () => {
  const files = SCANNED.flatMap(sourceFiles)

  test('app/ and core/ state no price, phone number, email, street address or opening hours outside the allowed files', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(typedFacts(files)).toEqual([])
  })

  test('every allowed file exists and still needs its exemption', () => {
    for (const { file, kinds } of ALLOWED) {
      expect(files).toContain(file)
      const stated = shownText(file).map(({ text }) => text)
      for (const kind of kinds) expect(stated.some((text) => PATTERNS[kind].test(text)), `${file} ${kind}`).toBe(true)
    }
  })

  test('the patterns catch the facts they are for, in copy and in JSX, and not replacement patterns or comments', () => {
    const sample = [
      `// Call (03) 9999 0000 for $5`,
      `const a = 'From $499 for up to 3 pages.'`,
      `const b = <p>Call 0491 570 156 or email hello@example.com.au</p>`,
      'const c = `Open 9 AM - 6 PM AEST at ${x} 1 Smith Street, Fitzroy VIC 3065`',
      `const d = text.replace(/(a)(b)/g, '$1 $2')`,
      `const e = <path d="M79 42c2-2 5-2 6 1l2 5c1 2 0 3-1 4l-2 2c2 4 5 7 9 9" />`,
    ].join('\n')
    const found = textShownIn(parsedSource('sample.tsx', sample)).flatMap(({ text }) => FACT_KINDS.filter((kind) => PATTERNS[kind].test(text)))
    expect(found.sort()).toEqual(['address', 'email', 'hours', 'phone', 'price'])
  })
})
