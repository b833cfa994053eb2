const PHASES = [
  {
    when: 'Week 1',
    title: 'Consultation and planning',
    text: 'We map your calls, enquiries and booking flow, agree what the AI handles and what goes to your team, and fix the scope and price.',
  },
  {
    when: 'Weeks 2-3',
    title: 'Setup and configuration',
    text: 'We train the assistant on your services, prices and FAQs, connect your phone number, calendar and website, and set the hand-over rules.',
  },
  {
    when: 'Week 4',
    title: 'Training and testing',
    text: 'Your team learns the dashboard, and we test real call and chat scenarios together until the answers are right.',
  },
  {
    when: 'Week 5+',
    title: 'Go live and support',
    text: 'We switch it on, review the first conversations with you and tune the answers. Ongoing support and maintenance are quoted separately, if you want them.',
  },
] as const

/** The Implementation Planner tab: the usual timeline from first call to go-live. */
export function ImplementationPlanner() {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h3 className="text-xl font-bold tracking-tight">From first call to go-live in about five weeks</h3>
      <p className="mt-2 max-w-2xl text-ink-soft">
        A basic installation can be live in 1-2 weeks; integrations with several systems take longer. This is the usual path for a voice or chat agent.
      </p>
      <ol className="mt-8 grid gap-6 md:grid-cols-4">
        {PHASES.map((phase, index) => (
          <li key={phase.when} className="relative border-l-2 border-primary pl-5 md:border-t-2 md:border-l-0 md:pt-5 md:pl-0">
            <span aria-hidden="true" className="absolute top-0 -left-[9px] size-4 rounded-full border-2 border-white bg-primary md:-top-[9px] md:left-0" />
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              <span className="sr-only">Step {index + 1}: </span>
              {phase.when}
            </p>
            <h4 className="mt-1 text-lg font-semibold text-ink">{phase.title}</h4>
            <p className="mt-2 text-sm text-ink-soft">{phase.text}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
