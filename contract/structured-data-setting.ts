/*
 * The structured_data site setting (spec §3 'Site setting'): a JSON object the owner adds to the home
 * page's Organization JSON-LD (sameAs links, areaServed, founder, logo...). The admin form and API
 * refuse a value these rules find a problem with; the home page renders only the keys they accept
 * (a value stored before these rules, or written straight to the database, is read the same way).
 */

/** Room for a few dozen links and facts; more is not what this setting is for. */
export const STRUCTURED_DATA_MAX_CHARS = 10_000

export const STRUCTURED_DATA_EXAMPLE = '{"sameAs": ["https://www.linkedin.com/company/example"], "founder": {"@type": "Person", "name": "Alex Chen"}}'

/**
 * Organization keys the site fills from its own settings and live rows, and where each comes from. The
 * JSON-LD must say what the page says, so these have one source: the owner changes that source instead.
 */
export const SITE_OWNED_ORGANIZATION_KEYS: Readonly<Record<string, string>> = {
  name: 'the site_name setting',
  legalName: 'the legal_name setting',
  description: 'the company_description setting',
  url: 'the site address',
  email: 'the contact_email setting',
  telephone: 'the business_phone setting',
  address: 'the office_address setting',
  openingHoursSpecification: 'the business_hours setting',
  priceRange: 'the pricing plans',
  makesOffer: 'the pricing plans',
  review: 'the Testimonials tab',
  aggregateRating: 'the Testimonials tab',
}

export type StructuredDataReading = {
  /** The keys the home page adds to its Organization JSON-LD. */
  extras: Record<string, unknown>
  /** Why (part of) the value is not used; empty when all of it is. */
  problems: string[]
}

const NOTHING: StructuredDataReading = { extras: {}, problems: [] }

/** Reads a stored or submitted value: JSON text or an object; empty text means no additions. */
export function readStructuredData(value: unknown): StructuredDataReading {
  if (value === undefined || value === null) return NOTHING
  let data: unknown = value
  if (typeof value === 'string') {
    if (value.trim() === '') return NOTHING
    try {
      data = JSON.parse(value)
    } catch {
      return { extras: {}, problems: [`Structured data is not valid JSON; use an object such as ${STRUCTURED_DATA_EXAMPLE}`] }
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { extras: {}, problems: [`Structured data must be a JSON object such as ${STRUCTURED_DATA_EXAMPLE}`] }
  }
  if (JSON.stringify(data).length > STRUCTURED_DATA_MAX_CHARS) {
    return { extras: {}, problems: [`Structured data must be at most ${STRUCTURED_DATA_MAX_CHARS} characters`] }
  }
  const extras: Record<string, unknown> = {}
  const problems: string[] = []
  for (const [key, entry] of Object.entries(data)) {
    // JSON-LD keywords (@context, @type, @id, @graph...) decide what the whole block means: the site sets them.
    if (key.startsWith('@')) problems.push(`Structured data cannot set ${key}; the site sets it`)
    else if (Object.hasOwn(SITE_OWNED_ORGANIZATION_KEYS, key)) problems.push(`Structured data cannot set ${key}; it comes from ${SITE_OWNED_ORGANIZATION_KEYS[key]}`)
    else extras[key] = entry
  }
  return { extras, problems }
}

/** The field message for a value the admin is saving, or undefined when all of it will be used. */
export function structuredDataProblem(value: unknown): string | undefined {
  const { problems } = readStructuredData(value)
  return problems.length > 0 ? problems.join('. ') : undefined
}
