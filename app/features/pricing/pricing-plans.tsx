import { MessageSquareText } from 'lucide-react'
import type { PricingPlan } from '../../../contract/content'
import { Button } from '~/components/ui/button'
import { CardRow, cardRowItemClasses } from '~/components/ui/card-row'
import { PlanCard } from './plan-card'

/** The active plan cards and the custom-quote block, shared by the home section and /pricing. */
export function PricingPlans({ plans }: { plans: PricingPlan[] }) {
  return (
    <>
      {plans.length === 0 ? (
        <div className="mx-auto max-w-xl rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-ink">Pricing is being updated</p>
          <p className="mt-2 text-base text-ink-soft">Our plans will be back shortly. In the meantime, tell us what you need and we will send you a fixed quote.</p>
        </div>
      ) : (
        // The top padding leaves room for the 'Most Popular' badge, which sits over its card's top edge.
        <CardRow label="Pricing plan cards" className="pt-5" listClassName="sm:mx-auto sm:grid sm:max-w-md sm:gap-10 sm:pt-4 lg:max-w-none lg:grid-cols-3 lg:items-stretch lg:gap-8">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} className={cardRowItemClasses} />
          ))}
        </CardRow>
      )}
      <div className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-6 rounded-card border border-line bg-white px-6 py-8 text-center shadow-card sm:mt-16 sm:px-10 sm:py-10">
        <div>
          <h3 className="text-2xl font-bold text-ink">Need Something Custom?</h3>
          <p className="mt-2 text-base text-ink-soft">
            Integrations, extra pages, training or a mix of solutions: we will scope it with you and give you a fixed quote.
          </p>
        </div>
        <Button asChild size="lg">
          <a href="#contact">
            <MessageSquareText aria-hidden="true" className="size-5" />
            Request Custom Quote
          </a>
        </Button>
      </div>
    </>
  )
}
