import { Clock, MessageSquareText, PhoneIncoming, ShieldCheck, TrendingUp, Users } from 'lucide-react'
import { IconCardGrid } from '~/components/ui/icon-card-grid'

const BENEFITS = [
  { icon: PhoneIncoming, title: 'No more missed calls', text: 'Every call is answered on the first ring, after hours, at lunch and when the line is busy.' },
  { icon: Clock, title: 'Open 24/7', text: 'Customers get answers and bookings at 9 PM on a Sunday, without overtime or an answering service.' },
  { icon: Users, title: 'Your team on the work that pays', text: 'Routine questions are handled for you, so staff spend their hours on customers and jobs.' },
  { icon: TrendingUp, title: 'Grows without hiring', text: 'Ten calls at once are handled as easily as one, so a busy season does not mean another salary.' },
  { icon: MessageSquareText, title: 'The same good answer every time', text: 'Prices, hours and policies come from your own information, never from a guess.' },
  { icon: ShieldCheck, title: 'You own it', text: 'A one-time setup fee and no subscription or lock-in: the system is yours, and only language-model usage recurs.' },
] as const

/** The Benefits Analysis tab: what changes for the business beyond the figures. */
export function BenefitsAnalysis() {
  return <IconCardGrid items={BENEFITS} columns={3} />
}
