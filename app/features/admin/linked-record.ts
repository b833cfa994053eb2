/**
 * The record an email's deep link names (`/admin?tab=inquiries&inquiry=12`): a positive whole number,
 * or undefined for anything else, so a mangled link opens the list as usual.
 */
export function linkedRecordId(search: URLSearchParams, name: string): number | undefined {
  const value = search.get(name)
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return undefined
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : undefined
}
