import type { testimonials } from '../schema/content.ts'

export const seedTestimonials: (typeof testimonials.$inferInsert)[] = [
  {
    name: 'Sarah Nguyen',
    company: 'Little Collins Dental, Melbourne CBD',
    content: 'The AI receptionist now answers every call we used to miss at lunchtime. We booked 38 extra appointments in the first month and our front desk finally has time to look after patients in the chair.',
    rating: 5,
    isActive: true,
  },
  {
    name: 'Marco Rossi',
    company: 'Rossi & Sons Plumbing, Preston',
    content: 'Half our emergency jobs come in after hours, and the chatbot now triages them and books the call-out before I have even picked up the phone. We have won about six extra jobs a week since it went live.',
    rating: 5,
    isActive: true,
  },
  {
    name: 'Priya Sharma',
    company: 'Spice Lane Cafe, Footscray',
    content: 'Our new website and booking chatbot took about three weeks from first chat to launch. Online bookings are up 40 per cent and we get far fewer phone calls asking about gluten-free options.',
    rating: 5,
    isActive: true,
  },
  {
    name: 'James O’Connor',
    company: 'Bayside Property Co., Brighton',
    content: 'The listing chatbot qualifies buyers before they reach us, so our agents spend their time with serious enquiries. Setup took a little longer than planned, but the team was responsive the whole way.',
    rating: 4,
    isActive: true,
  },
]
