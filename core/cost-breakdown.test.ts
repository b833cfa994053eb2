import { describe, expect, test } from 'vitest'
import { costBreakdownFor } from './cost-breakdown'

const amounts = (name: string) => {
  const breakdown = costBreakdownFor(name)
  return breakdown && Object.fromEntries([...breakdown.lines, ...(breakdown.total ? [breakdown.total] : [])].map((line) => [line.label, line.amount]))
}

describe('cost breakdown of a plan', () => {
  test('a voice agent plan lists phone service, number rental, usage and a total', () => {
    expect(amounts('AI Voice Agent')).toEqual({
      'Phone service': '$20-40/month',
      'Number rental': '$5-15/month',
      Usage: '$0.02-0.10 per minute',
      'Typical total': '$25-65/month',
    })
  })

  test('a chatbot plan lists AI API usage, integrations and analytics without a total', () => {
    expect(amounts('AI Chatbot')).toEqual({
      'AI API usage': '$1-20/month',
      Integrations: '$10-50/month',
      Analytics: '$0-30/month',
    })
  })

  test('a website plan lists hosting, domain, SSL and maintenance', () => {
    expect(amounts('Website Development')).toEqual({
      Hosting: '$10-20/month',
      Domain: '$15-30/year',
      'SSL certificate': '$0-100/year',
      Maintenance: '$50-200/month',
    })
  })

  test('the kind follows the plan name the way the pricing rules read it', () => {
    expect(costBreakdownFor('Sales Agent Starter')?.kind).toBe('voice')
    expect(costBreakdownFor('Live Chat Pro')?.kind).toBe('chatbot')
    expect(costBreakdownFor('Web Presence')?.kind).toBe('website')
  })

  test('a plan of no known kind has no breakdown', () => {
    expect(costBreakdownFor('Custom Automation')).toBeUndefined()
  })
})
