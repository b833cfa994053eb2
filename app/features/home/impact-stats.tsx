import { Container } from '~/components/ui/section'

const STATS = [
  { value: '10x', label: 'customer inquiries handled' },
  { value: '24/7', label: 'operation capability' },
  { value: '60%', label: 'cost reduction' },
  { value: '<2s', label: 'response time' },
] as const

export function ImpactStats() {
  return (
    <section aria-labelledby="impact-heading" className="border-b border-line bg-white py-10 sm:py-16">
      <Container>
        <h2 id="impact-heading" className="text-center text-sm font-semibold tracking-wide text-primary uppercase">
          Real Business Impact
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:mt-8 sm:gap-6 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-card border border-line bg-surface p-4 text-center sm:p-6">
              <dt className="order-2 mt-2 text-sm text-ink-soft">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-ink">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
