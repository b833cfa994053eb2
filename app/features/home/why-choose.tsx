import { Building2, HeartHandshake, MapPin, Plug } from 'lucide-react'
import { IconCardGrid } from '~/components/ui/icon-card-grid'
import { Section, SectionHeading } from '~/components/ui/section'

const REASONS = [
  {
    icon: Building2,
    title: 'Enterprise AI at SMB Prices',
    text: 'The same language models large companies use, set up for a one-time fee that suits a small business budget.',
  },
  {
    icon: Plug,
    title: 'Seamless Integration',
    text: 'Works with the website, phone number, calendar and tools you already have. No rip-and-replace.',
  },
  {
    icon: HeartHandshake,
    title: 'Human-AI Collaboration',
    text: 'AI handles the routine questions and bookings; your team gets a clean hand-over for everything that needs a person.',
  },
  {
    icon: MapPin,
    title: 'Melbourne-based Support',
    text: 'A local team you can call, meet and rely on, with training for your staff and support in your time zone.',
  },
] as const

export function WhyChoose({ siteName }: { siteName: string }) {
  return (
    <Section aria-labelledby="why-heading">
      <SectionHeading id="why-heading" eyebrow="Why us" title={`Why Choose ${siteName}`} />
      <IconCardGrid items={REASONS} rowOnPhone={`Reasons to choose ${siteName}`} />
    </Section>
  )
}
