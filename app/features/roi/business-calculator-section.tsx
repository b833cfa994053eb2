import { Section, SectionHeading } from '~/components/ui/section'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { BenefitsAnalysis } from './benefits-analysis'
import { ImplementationPlanner } from './implementation-planner'
import type { RoiAnswer } from './roi-answer'
import { RoiCalculator } from './roi-calculator'

type BusinessCalculatorSectionProps = {
  /** The route action the calculator posts to. */
  action: string
  /** The action's answer to a calculation the browser sent itself; the ROI tab is the default, so it is in view. */
  answer?: RoiAnswer
}

/**
 * The home page's Business calculator (spec §2): ROI Calculator (default), Implementation Planner
 * and Benefits Analysis. The spec's hidden 'comparison' tab has no working controls, so it is not shipped.
 */
export function BusinessCalculatorSection({ action, answer }: BusinessCalculatorSectionProps) {
  return (
    <Section id="calculator" aria-labelledby="calculator-heading">
      <SectionHeading
        id="calculator-heading"
        eyebrow="Business calculator"
        title="What Could AI Save Your Business?"
        intro="Put in your own call figures and see what a voice agent would save and earn you in the first year, how long it takes to pay back, and how we get you there."
      />
      <Tabs defaultValue="roi">
        <div className="flex justify-center">
          <TabsList aria-label="Calculator views">
            <TabsTrigger value="roi">ROI Calculator</TabsTrigger>
            <TabsTrigger value="planning">Implementation Planner</TabsTrigger>
            <TabsTrigger value="benefits">Benefits Analysis</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="roi">
          <RoiCalculator action={action} answer={answer} />
        </TabsContent>
        <TabsContent value="planning">
          <ImplementationPlanner />
        </TabsContent>
        <TabsContent value="benefits">
          <BenefitsAnalysis />
        </TabsContent>
      </Tabs>
    </Section>
  )
}
