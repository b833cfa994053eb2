/** The text alternative of a star rating. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`
}

/** The section's summary of the rows it shows: 'Rated 4.8 out of 5 by 4 clients'. */
export function ratingSummary(ratings: readonly number[]): string | undefined {
  if (ratings.length === 0) return undefined
  const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10
  return `Rated ${average} out of 5 by ${ratings.length} ${ratings.length === 1 ? 'client' : 'clients'}`
}

/** Up to two initials for the avatar: 'James O’Connor' is JO, 'Priya' is P. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word))
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.match(/\p{L}/u)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
