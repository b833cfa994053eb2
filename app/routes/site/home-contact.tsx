import type { ContactAnswer } from '~/features/contact/contact-answer'
import { ContactForm } from '~/features/contact/contact-form'
import { ContactSent } from '~/features/contact/contact-sent'
import { ContactSection } from '~/features/home/contact-section'

/**
 * The home page's contact band with its message form, or the text saying it was sent: composed here (features
 * never import each other), in a module of its own so that it loads when the band nears the viewport.
 */
export function HomeContact({ sent, action, answer, ...band }: { email: string; phone: string; heading: string; description: string; sent: boolean; action: string; answer?: ContactAnswer }) {
  return <ContactSection {...band} form={sent ? <ContactSent variant="home" /> : <ContactForm variant="home" action={action} answer={answer} />} />
}
