import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion'
import { CONTACT_FAQ } from './contact-faq-content'

export function ContactFaq() {
  return (
    <Accordion className="rounded-card border border-line bg-white px-6 shadow-card">
      {CONTACT_FAQ.map((item) => (
        <AccordionItem key={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
