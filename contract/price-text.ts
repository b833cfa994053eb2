/** '$1,299' -> 1299, '499.50' -> 499.5; text without a number gives undefined. */
export function parsePrice(text: string | null | undefined): number | undefined {
  if (!text) return undefined
  const match = text.replace(/,/g, '').match(/\d+(?:\.\d+)?/)
  return match ? Number(match[0]) : undefined
}
