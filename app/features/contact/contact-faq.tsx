import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion'
import type { ContactQuestion } from './contact-faq-content'

/** The contact page's questions, their answers' facts already filled in by the loader. */
export function ContactFaq({ questions }: { questions: ContactQuestion[] }) {
  return (
    <Accordion className="rounded-card border border-line bg-white px-6 shadow-card">
      {questions.map((item) => (
        <AccordionItem key={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
