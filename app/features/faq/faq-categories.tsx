import { BadgeDollarSign, Bot, CalendarClock, type LucideIcon, MessageCircleQuestion, Plug, Rocket, Users } from 'lucide-react'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, useOpenLinkedItem } from '~/components/ui/accordion'
import type { FaqCategory } from '../../../core/faq-content'
import { faqAnchor } from '../../../core/site-anchors'

const categoryIcons: Record<string, LucideIcon> = {
  'pricing-payments': BadgeDollarSign,
  'implementation-timeline': CalendarClock,
  'technical-integration': Plug,
  'voice-agents-chatbots': Bot,
  'support-training': Users,
  'getting-started': Rocket,
  'more-questions': MessageCircleQuestion,
}

/** Every category with its questions; each category keeps at most one answer open. */
export function FaqCategories({ categories }: { categories: FaqCategory[] }) {
  useOpenLinkedItem()
  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_1fr] lg:gap-12">
      <nav aria-label="FAQ categories" className="lg:sticky lg:top-24 lg:self-start">
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="inline-flex min-h-11 items-center rounded-xl border border-line bg-white px-4 text-sm font-semibold text-ink-soft transition-colors duration-150 hover:border-slate-300 hover:text-primary lg:w-full lg:border-transparent lg:bg-transparent lg:px-3 lg:hover:bg-surface"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-12">
        {categories.map((category) => {
          const Icon = categoryIcons[category.id] ?? BadgeDollarSign
          return (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`}>
              <h2 id={`${category.id}-heading`} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {category.title}
              </h2>
              <Accordion className="mt-6 rounded-card border border-line bg-white px-6 shadow-card">
                {category.questions.map((item) => (
                  <AccordionItem key={item.question}>
                    <AccordionTrigger>{item.question}</AccordionTrigger>
                    {/* The link target is the answer: a page opened at it opens the answer, and the margin keeps its question in view under the header. */}
                    <AccordionContent id={faqAnchor(item.question)} className="scroll-mt-40">
                      {item.answer}
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          )
        })}
      </div>
    </div>
  )
}
