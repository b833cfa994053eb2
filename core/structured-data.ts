import type { PricingPlan, Testimonial } from '../contract/content'
import { formatAud } from './format'
import { parsePrice } from '../contract/price-text'
import { readStructuredData } from '../contract/structured-data-setting'
import { type PriceNow, type SaleFields, priceAt, priceRange } from './pricing-rules'
import { type SettingsMap, businessHours, settingText } from './settings'

/**
 * LocalBusiness in Melbourne: contact details and hours from settings, offers from the live plans,
 * reviews from the active testimonials (none: no review and no rating at all). The keys the
 * structured_data setting may add are added (contract/structured-data-setting.ts); every fact the site
 * computes wins a clash whatever was stored, except areaServed, a default the owner may replace.
 */
export function localBusinessJsonLd(settings: SettingsMap, plans: PricingPlan[], publicUrl: string, testimonials: readonly Testimonial[] = []): object {
  const { extras } = readStructuredData(settings.structured_data)
  const range = priceRange(plans)
  const hours = businessHours(settings)
  const business = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${publicUrl}/#business`,
    name: settingText(settings, 'site_name'),
    legalName: settingText(settings, 'legal_name'),
    description: settingText(settings, 'company_description'),
    url: `${publicUrl}/`,
    email: settingText(settings, 'contact_email'),
    telephone: settingText(settings, 'business_phone'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settingText(settings, 'office_address').split(',').slice(0, -1).join(',').trim() || settingText(settings, 'office_address'),
      addressLocality: 'Melbourne',
      addressRegion: 'VIC',
      postalCode: settingText(settings, 'office_address').match(/\b3\d{3}\b/)?.[0] ?? '3000',
      addressCountry: 'AU',
    },
    areaServed: { '@type': 'Country', name: 'Australia' },
    openingHoursSpecification: openingHours(hours),
    ...(range ? { priceRange: `${formatAud(range.min)}-${formatAud(range.max)}` } : {}),
    makesOffer: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.description ?? undefined,
      price: parsePrice(plan.price),
      priceCurrency: plan.currency,
    })),
  }
  const { areaServed: _replaceable, ...facts } = business
  // The site's keys keep their places (@context first); the owner's values go in between.
  return { ...business, ...extras, ...facts, ...reviewsJsonLd(testimonials) }
}

/** Review and AggregateRating from real testimonial rows only: nothing at all when there are none. */
export function reviewsJsonLd(testimonials: readonly Testimonial[]): { review?: object[]; aggregateRating?: object } {
  if (testimonials.length === 0) return {}
  const average = testimonials.reduce((sum, testimonial) => sum + testimonial.rating, 0) / testimonials.length
  return {
    review: testimonials.map((testimonial) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: testimonial.name },
      reviewBody: testimonial.content,
      datePublished: testimonial.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: testimonial.rating, bestRating: 5, worstRating: 1 },
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(average * 10) / 10,
      reviewCount: testimonials.length,
      bestRating: 5,
      worstRating: 1,
    },
  }
}

export function breadcrumbJsonLd(publicUrl: string, trail: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.path === '/' ? `${publicUrl}/` : `${publicUrl}${item.path}`,
    })),
  }
}

export function faqPageJsonLd(questions: { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/**
 * A service's Offer at the page's instant: inside a sale the sale price, valid until the sale's last
 * Melbourne day; otherwise the price.
 */
export function serviceOffer(price: PriceNow, url?: string): object {
  return {
    '@type': 'Offer',
    price: price.price,
    priceCurrency: 'AUD',
    ...(price.regularPrice !== undefined && price.saleLastDay ? { priceValidUntil: price.saleLastDay } : {}),
    ...(url ? { url } : {}),
  }
}

export function serviceJsonLd({ name, description, price, url, publicUrl }: { name: string; description: string; price: PriceNow; url: string; publicUrl: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url,
    areaServed: { '@type': 'Country', name: 'Australia' },
    provider: { '@id': `${publicUrl}/#business` },
    offers: serviceOffer(price),
  }
}

/** The /services list as an OfferCatalog: one Offer per service at the page's instant (sale prices inside their window). */
export function servicesOfferCatalogJsonLd(services: readonly (SaleFields & { title: string; description: string })[], now: number, publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: 'Services',
    url: `${publicUrl}/services`,
    itemListElement: services.map((service) => ({
      ...serviceOffer(priceAt(service, now)),
      itemOffered: { '@type': 'Service', name: service.title, description: service.description, provider: { '@id': `${publicUrl}/#business` } },
    })),
  }
}

const dayNames: Record<string, string[]> = {
  'monday-friday': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  saturday: ['Saturday'],
  sunday: ['Sunday'],
}

/** '9:00 AM - 6:00 PM' -> opens 09:00, closes 18:00; 'Closed' or unreadable text gives no entry. */
function openingHours(hours: Record<string, string>): object[] {
  return Object.entries(hours).flatMap(([days, text]) => {
    const match = text.match(/(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(AM|PM)/i)
    if (!match) return []
    const to24 = (hour: string, minute: string | undefined, half: string) => {
      const h = (Number(hour) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)
      return `${String(h).padStart(2, '0')}:${minute ?? '00'}`
    }
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: dayNames[days] ?? [],
        opens: to24(match[1]!, match[2], match[3]!),
        closes: to24(match[4]!, match[5], match[6]!),
      },
    ]
  })
}

