import { Star } from 'lucide-react'
import { cn } from '~/lib/cn'
import { ratingLabel } from './testimonial-text'

/** Five stars, the first `rating` filled; read out as one image: 'Rated 4 out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <p role="img" aria-label={ratingLabel(rating)} className={cn('flex gap-1', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className={cn('size-5', star <= rating ? 'fill-highlight text-highlight-ink' : 'fill-none text-slate-400')} strokeWidth={1.5} />
      ))}
    </p>
  )
}
