import { BadgeCheck, LifeBuoy, MapPin, Zap } from 'lucide-react'
import { type IconCard, IconCardGrid } from '~/components/ui/icon-card-grid'

const reasons: IconCard[] = [
  {
    icon: MapPin,
    title: 'Local Melbourne Team',
    text: 'Work with real people in your time zone who understand Australian small businesses.',
  },
  {
    icon: BadgeCheck,
    title: 'Pay Once, Own It',
    text: 'A one-time setup fee with no monthly subscription. Prices are in AUD and include GST, and any extras are quoted separately.',
  },
  {
    icon: Zap,
    title: 'Fast Setup',
    text: 'A chatbot is typically live in 3-5 business days and a voice agent in 7-10 business days.',
  },
  {
    icon: LifeBuoy,
    title: 'Support You Can Count On',
    text: 'Replies within 24 hours, 3 months of free minor updates on websites, and 24/7 emergency support for clients.',
  },
]

export function WhyChooseUs() {
  return <IconCardGrid items={reasons} />
}
