import { type PlanKind, planKind } from './pricing-rules'

export type CostLine = { label: string; amount: string }
export type CostBreakdown = { kind: PlanKind; title: string; lines: CostLine[]; total?: CostLine }

/** The spec's running costs paid to third parties after setup (section 9, 'Cost-breakdown popover'). */
const BREAKDOWNS: Record<PlanKind, CostBreakdown> = {
  voice: {
    kind: 'voice',
    title: 'Ongoing costs for a voice agent',
    lines: [
      { label: 'Phone service', amount: '$20-40/month' },
      { label: 'Number rental', amount: '$5-15/month' },
      { label: 'Usage', amount: '$0.02-0.10 per minute' },
    ],
    total: { label: 'Typical total', amount: '$25-65/month' },
  },
  chatbot: {
    kind: 'chatbot',
    title: 'Ongoing costs for a chatbot',
    lines: [
      { label: 'AI API usage', amount: '$1-20/month' },
      { label: 'Integrations', amount: '$10-50/month' },
      { label: 'Analytics', amount: '$0-30/month' },
    ],
  },
  website: {
    kind: 'website',
    title: 'Ongoing costs for a website',
    lines: [
      { label: 'Hosting', amount: '$10-20/month' },
      { label: 'Domain', amount: '$15-30/year' },
      { label: 'SSL certificate', amount: '$0-100/year' },
      { label: 'Maintenance', amount: '$50-200/month' },
    ],
  },
}

/** The running costs a plan's buyer should expect, by what its name says it sells; none for other plans. */
export function costBreakdownFor(planName: string): CostBreakdown | undefined {
  const kind = planKind(planName)
  return kind ? BREAKDOWNS[kind] : undefined
}
