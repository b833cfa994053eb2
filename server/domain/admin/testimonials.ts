import { desc } from 'drizzle-orm'
import type { AdminTestimonial, TestimonialCreate, TestimonialUpdate } from '../../../contract/admin-content.ts'
import type { Database } from '../../db/client.ts'
import { testimonials } from '../../db/schema/content.ts'
import { toTestimonial } from '../content/catalog.ts'
import { createCollection, sentFields } from './collection.ts'

/** Every testimonial, hidden ones included, newest first (the site shows the active ones oldest first). */
export function createTestimonialCollection(db: Database) {
  return createCollection(db, {
    entity: 'testimonials',
    table: testimonials,
    orderBy: [desc(testimonials.createdAt), desc(testimonials.id)],
    toShape: (row): AdminTestimonial => toTestimonial(row),
    insertValues: (_tx, input: TestimonialCreate) => input,
    updateValues: (_tx, patch: TestimonialUpdate) => sentFields(patch),
  })
}
