import { describe, expect, test } from 'vitest'
import type { PricingPlan, Testimonial } from '../contract/content'
import { breadcrumbJsonLd, faqPageJsonLd, localBusinessJsonLd, reviewsJsonLd } from './structured-data'

// JSON-LD is plain nested data; the tests read it by path.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonLd = Record<string, any>

const plan = (name: string, price: string): PricingPlan => ({
  id: 1, serviceId: null, name, price, originalPrice: null, currency: 'AUD', billingPeriod: 'one-time', description: null,
  isActive: true, isFeatured: false, features: [], createdAt: '', updatedAt: '',
})

describe('localBusinessJsonLd', () => {
  const data = localBusinessJsonLd({}, [plan('AI Chatbot', '$699'), plan('Website Development', '$499')], 'https://x.com.au') as JsonLd

  test('is a Melbourne business with offers and a price range from the live plans', () => {
    expect(data.address).toMatchObject({ addressLocality: 'Melbourne', addressRegion: 'VIC', postalCode: '3000', addressCountry: 'AU' })
    expect(data.makesOffer).toEqual([
      expect.objectContaining({ name: 'AI Chatbot', price: 699, priceCurrency: 'AUD' }),
      expect.objectContaining({ name: 'Website Development', price: 499, priceCurrency: 'AUD' }),
    ])
    expect(data.priceRange).toBe('$499-$699')
  })

  test('turns the business hours into opening hours and leaves out closed days', () => {
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' }),
    ])
  })
})

const testimonial = (id: number, name: string, rating: number): Testimonial => ({
  id, name, company: null, content: `Words of ${name}.`, rating, isActive: true, createdAt: '2026-03-04T01:02:03.000Z',
})

describe('the home business with its additions', () => {
  test('each testimonial is a Review, and together an AggregateRating rounded to one decimal', () => {
    const data = localBusinessJsonLd({}, [], 'https://x.com.au', [testimonial(1, 'Sarah', 5), testimonial(2, 'Marco', 5), testimonial(3, 'James', 4)]) as JsonLd
    expect(data.review).toEqual([
      { '@type': 'Review', author: { '@type': 'Person', name: 'Sarah' }, reviewBody: 'Words of Sarah.', datePublished: '2026-03-04', reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 } },
      expect.objectContaining({ author: { '@type': 'Person', name: 'Marco' } }),
      expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
    ])
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 })
  })

  test('no testimonials: no review and no rating at all', () => {
    expect(reviewsJsonLd([])).toEqual({})
    const data = localBusinessJsonLd({}, [], 'https://x.com.au') as JsonLd
    expect(data).not.toHaveProperty('review')
    expect(data).not.toHaveProperty('aggregateRating')
  })

  test("the structured_data setting's keys are added and may replace areaServed; the site's own facts and keywords win", () => {
    const settings = {
      business_phone: '(03) 9000 0000',
      structured_data: {
        sameAs: ['https://www.linkedin.com/company/x'],
        founder: { '@type': 'Person', name: 'Alex Chen' },
        areaServed: [{ '@type': 'State', name: 'Victoria' }],
        '@type': 'Person',
        telephone: '000',
        aggregateRating: { ratingValue: 5, reviewCount: 999 },
      },
    }
    const data = localBusinessJsonLd(settings, [], 'https://x.com.au') as JsonLd
    expect(Object.keys(data).slice(0, 3)).toEqual(['@context', '@type', '@id'])
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      telephone: '(03) 9000 0000',
      sameAs: ['https://www.linkedin.com/company/x'],
      founder: { '@type': 'Person', name: 'Alex Chen' },
      areaServed: [{ '@type': 'State', name: 'Victoria' }],
    })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  test('a stored value that is not a JSON object adds nothing and breaks nothing', () => {
    for (const structured_data of ['{"sameAs": [', '["https://x.com"]', 'hello']) {
      const data = localBusinessJsonLd({ structured_data }, [], 'https://x.com.au') as JsonLd
      expect(data).toMatchObject({ '@type': 'ProfessionalService', areaServed: { '@type': 'Country', name: 'Australia' } })
      expect(data).not.toHaveProperty('sameAs')
      expect(data).not.toHaveProperty('0')
    }
  })
})

test('breadcrumbs start at Home with absolute URLs', () => {
  const data = breadcrumbJsonLd('https://x.com.au', [{ name: 'Pricing', path: '/pricing' }]) as JsonLd
  expect(data.itemListElement.map((item: { position: number; item: string }) => [item.position, item.item])).toEqual([
    [1, 'https://x.com.au/'],
    [2, 'https://x.com.au/pricing'],
  ])
})

test('FAQPage lists every question with its answer', () => {
  const data = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]) as JsonLd
  expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }])
})
