/**
 * What the typed-facts tests read: the text a TypeScript source shows (string literals, template text and JSX
 * text, not comments, regular expressions or SVG geometry), and the patterns of the facts the database owns (a
 * price, a phone number, an email address, a street address, opening hours). app/no-typed-facts.test.ts reads the
 * site's copy with them, server/domain/chat/no-business-facts.test.ts the chat engine.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** The repository's root: files are named relative to it. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type FactKind = 'price' | 'phone' | 'email' | 'address' | 'hours'

export const PATTERNS: Record<FactKind, RegExp> = {
  price: /\$\s?\d/,
  // Australian numbers as people write them: (03) 7010 1234, 03 7010 1234, 0491 570 156, 1300 363 992, 13 11 14, +61 ...
  phone: /\(0[2378]\)\s?\d{4}\s?\d{4}|\b0[2378][\s-]?\d{4}[\s-]?\d{4}\b|\b04\d{2}[\s-]?\d{3}[\s-]?\d{3}\b|\b1[38]00[\s-]?\d{3}[\s-]?\d{3}\b|\b13[\s-]\d{2}[\s-]\d{2}\b|\+61[\s(]*\d/,
  email: /[\w.+-]+@[\w-]+\.[a-z]{2,}/i,
  address: /\b(VIC|NSW|QLD|SA|WA|TAS|ACT|NT)\s+\d{4}\b|\b\d+[A-Za-z]?\s+[A-Z][a-z]+\s+(Street|St|Road|Rd|Avenue|Ave|Lane|Parade|Place|Drive|Boulevard|Terrace|Highway)\b/,
  // A time range ('9 AM - 6 PM', '9:00-17:00') or a time with a zone ('9 AM AEST').
  hours: /\b\d{1,2}(:\d{2})?\s*(am|pm)?\s*(-|–|to)\s*\d{1,2}(:\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\s*(-|–)\s*\d{1,2}:\d{2}\b|\b\d{1,2}(:\d{2})?\s*(am|pm)\s+(AEST|AEDT)\b/i,
}

export const FACT_KINDS = Object.keys(PATTERNS) as FactKind[]

/** The TypeScript sources of a folder (relative to the root), tests and generated route types aside. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.parentPath.includes('+types'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

const SVG_GEOMETRY = new Set(['d', 'points', 'viewBox', 'transform'])

/** A replacement pattern ('$1 $2') and an SVG path's numbers are code, not copy. */
export function isCode(node: ts.Node): boolean {
  const parent = node.parent
  if (ts.isJsxAttribute(parent)) return SVG_GEOMETRY.has(parent.name.getText())
  return ts.isCallExpression(parent) && parent.arguments[1] === node && ts.isPropertyAccessExpression(parent.expression) && /^replace(All)?$/.test(parent.expression.name.text)
}

/** A source text, parsed as the file name says (TSX for .tsx). */
export function parsedSource(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
}

/** The text a parsed source shows: its string literals, template text and JSX text (not module names), with their line numbers. */
export function textShownIn(source: ts.SourceFile): { line: number; text: string }[] {
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

/** The text a file (relative to the root) shows, with its line numbers. */
export function shownText(file: string): { line: number; text: string }[] {
  return textShownIn(parsedSource(file, readFileSync(path.join(root, file), 'utf8')))
}
