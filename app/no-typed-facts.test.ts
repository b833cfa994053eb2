/**
 * No price, phone number, email address, street address or opening hours is typed into the
 * site's copy (ADR 027): each comes from the database (services, plans, site settings), so an
 * admin's change reaches every page. This reads the text the sources show (string literals,
 * template text and JSX text, not comments, regular expressions or SVG geometry) of app/ and
 * core/, tests aside, and fails on any such fact outside the few files below. The settings'
 * defaults, which the database overrides, live in contract/site-settings.ts, beside the
 * validation rules (whose limits, such as '$10,000', are rules and not copy), so contract/ is not read.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SCANNED = ['app', 'core']

type FactKind = 'price' | 'phone' | 'email' | 'address' | 'hours'

const PATTERNS: Record<FactKind, RegExp> = {
  price: /\$\s?\d/,
  // Australian numbers as people write them: (03) 7010 1234, 03 7010 1234, 0491 570 156, 1300 363 992, 13 11 14, +61 ...
  phone: /\(0[2378]\)\s?\d{4}\s?\d{4}|\b0[2378][\s-]?\d{4}[\s-]?\d{4}\b|\b04\d{2}[\s-]?\d{3}[\s-]?\d{3}\b|\b1[38]00[\s-]?\d{3}[\s-]?\d{3}\b|\b13[\s-]\d{2}[\s-]\d{2}\b|\+61[\s(]*\d/,
  email: /[\w.+-]+@[\w-]+\.[a-z]{2,}/i,
  address: /\b(VIC|NSW|QLD|SA|WA|TAS|ACT|NT)\s+\d{4}\b|\b\d+[A-Za-z]?\s+[A-Z][a-z]+\s+(Street|St|Road|Rd|Avenue|Ave|Lane|Parade|Place|Drive|Boulevard|Terrace|Highway)\b/,
  // A time range ('9 AM - 6 PM', '9:00-17:00') or a time with a zone ('9 AM AEST').
  hours: /\b\d{1,2}(:\d{2})?\s*(am|pm)?\s*(-|–|to)\s*\d{1,2}(:\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\s*(-|–)\s*\d{1,2}:\d{2}\b|\b\d{1,2}(:\d{2})?\s*(am|pm)\s+(AEST|AEDT)\b/i,
}

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

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.parentPath.includes('+types'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

const SVG_GEOMETRY = new Set(['d', 'points', 'viewBox', 'transform'])

/** A replacement pattern ('$1 $2') and an SVG path's numbers are code, not copy. */
function isCode(node: ts.Node): boolean {
  const parent = node.parent
  if (ts.isJsxAttribute(parent)) return SVG_GEOMETRY.has(parent.name.getText())
  return ts.isCallExpression(parent) && parent.arguments[1] === node && ts.isPropertyAccessExpression(parent.expression) && /^replace(All)?$/.test(parent.expression.name.text)
}

/** The text a file shows: its string literals, template text and JSX text, with their line numbers. */
function shownText(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const texts: { line: number; text: string }[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) && !isCode(node)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isExternalModuleReference(node.parent)) {
        texts.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return texts
}

function typedFacts(files: string[]): string[] {
  return files.flatMap((file) => {
    const allowed = new Set(ALLOWED.filter((entry) => entry.file === file).flatMap((entry) => entry.kinds))
    return shownText(file).flatMap(({ line, text }) =>
      (Object.keys(PATTERNS) as FactKind[]).filter((kind) => !allowed.has(kind) && PATTERNS[kind].test(text)).map((kind) => `${file}:${line} ${kind}: ${text.trim().slice(0, 100)}`),
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
    const source = ts.createSourceFile('sample.tsx', sample, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const found: string[] = []
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) && !isCode(node)) {
        for (const kind of Object.keys(PATTERNS) as FactKind[]) if (PATTERNS[kind].test(node.text)) found.push(kind)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    expect(found.sort()).toEqual(['address', 'email', 'hours', 'phone', 'price'])
  })
})
