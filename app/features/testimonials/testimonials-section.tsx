import { Quote } from 'lucide-react'
import type { Testimonial } from '../../../contract/content'
import { CardRow, CardRowItem } from '~/components/ui/card-row'
import { Section, SectionHeading } from '~/components/ui/section'
import { cn } from '~/lib/cn'
import { StarRating } from './star-rating'
import { initials, ratingSummary } from './testimonial-text'

/**
 * What clients say (the active testimonials, server-rendered from the page's loader). With none, the
 * section is left out rather than shown empty.
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  if (testimonials.length === 0) return null
  return (
    <Section id="testimonials" aria-labelledby="testimonials-heading" className="bg-surface">
      <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What Our Clients Say" intro={ratingSummary(testimonials.map((testimonial) => testimonial.rating))} />
      <CardRow label="Client testimonial cards" listClassName={cn('sm:grid md:grid-cols-2', testimonials.length % 3 === 0 && 'lg:grid-cols-3')}>
        {testimonials.map((testimonial) => (
          <CardRowItem key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </CardRowItem>
        ))}
      </CardRow>
    </Section>
  )
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="relative flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-8 text-primary-soft sm:top-8 sm:right-8" fill="currentColor" strokeWidth={0} />
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-base text-ink sm:text-lg">
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-6">
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary">
          {initials(testimonial.name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          {testimonial.company ? <span className="block text-sm text-ink-soft">{testimonial.company}</span> : null}
        </span>
      </figcaption>
    </figure>
  )
}
