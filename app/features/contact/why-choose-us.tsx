import { BadgeCheck, LifeBuoy, MapPin, Zap } from 'lucide-react'

const reasons = [
  {
    icon: MapPin,
    title: 'Local Melbourne Team',
    description: 'Work with real people in your time zone who understand Australian small businesses.',
  },
  {
    icon: BadgeCheck,
    title: 'Pay Once, Own It',
    description: 'A one-time setup fee with no monthly subscription. Prices are in AUD and include GST, and any extras are quoted separately.',
  },
  {
    icon: Zap,
    title: 'Fast Setup',
    description: 'A chatbot is typically live in 3-5 business days and a voice agent in 7-10 business days.',
  },
  {
    icon: LifeBuoy,
    title: 'Support You Can Count On',
    description: 'Replies within 24 hours, 3 months of free minor updates on websites, and 24/7 emergency support for clients.',
  },
]

export function WhyChooseUs() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map(({ icon: Icon, title, description }) => (
        <li key={title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
          <p className="mt-2 text-base text-ink-soft">{description}</p>
        </li>
      ))}
    </ul>
  )
}
