import { ArrowRight, Bot, MessageSquare, PhoneCall } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { Container } from '~/components/ui/section'
import { cn } from '~/lib/cn'

/** The home hero: the promise, two smooth-scrolling buttons, and a glimpse of the assistant at work. */
export function Hero({ tagline }: { tagline: string }) {
  return (
    <section id="home" aria-labelledby="home-heading" className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(50rem_28rem_at_85%_0%,rgb(29_78_216/0.55),transparent),radial-gradient(30rem_20rem_at_0%_100%,rgb(245_158_11/0.14),transparent)]" />
      <Container className="relative grid items-center gap-12 py-12 sm:py-24 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-semibold text-blue-100">
            <span aria-hidden="true" className="size-2 rounded-full bg-highlight" />
            Melbourne-based AI solutions
          </p>
          <h1 id="home-heading" className="text-4xl font-bold tracking-tight sm:text-6xl">
            Your business, answering <span className="text-blue-300">every customer</span>, day and night
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-300 sm:mt-6">{tagline}. Pay once, own it, no monthly subscription.</p>
          <div className="mt-8 flex flex-col gap-3 sm:mt-10 sm:flex-row">
            <a href="#contact" className={buttonClasses('inverse', 'lg')}>
              Talk to Us Today
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
            <a href="#services" className={buttonClasses('outlineInverse', 'lg')}>
              View Our Services
            </a>
          </div>
        </div>
        <ConversationPreview />
      </Container>
    </section>
  )
}

/**
 * A static sample of what the assistant does, drawn in HTML so it is crisp, light and never shifts. Left out on
 * phones, where it would fill the second screen and the chat launcher's own greeting shows the same thing.
 */
function ConversationPreview() {
  return (
    <figure className="mx-auto hidden w-full max-w-md rounded-card sm:block border border-white/10 bg-slate-800/60 p-5">
      <div className="flex items-center gap-3 border-b border-white/10 pb-4">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="font-semibold">AI receptionist</p>
          <p className="text-sm text-emerald-300">Online 24/7</p>
        </div>
      </div>
      <div className="space-y-3 pt-4 text-sm">
        <Bubble from="customer">Hi, can I book a service for Thursday morning?</Bubble>
        <Bubble from="assistant">Of course! I have 9:00 AM or 10:30 AM free on Thursday. Which suits you?</Bubble>
        <Bubble from="customer">10:30 please.</Bubble>
        <Bubble from="assistant">Booked for Thursday at 10:30 AM. I've sent a confirmation by SMS.</Bubble>
      </div>
      <figcaption className="mt-5 flex flex-wrap gap-2 border-t border-white/10 pt-4 text-sm text-slate-300">
        <span className="inline-flex items-center gap-1.5">
          <MessageSquare aria-hidden="true" className="size-4 text-blue-300" /> Website chat
        </span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1.5">
          <PhoneCall aria-hidden="true" className="size-4 text-blue-300" /> Phone calls
        </span>
      </figcaption>
    </figure>
  )
}

function Bubble({ from, children }: { from: 'customer' | 'assistant'; children: string }) {
  const customer = from === 'customer'
  return (
    <p className={cn('max-w-[85%] rounded-2xl px-4 py-2.5', customer ? 'ml-auto rounded-br-md bg-primary text-white' : 'rounded-bl-md bg-white text-ink')}>
      <span className="sr-only">{customer ? 'Customer: ' : 'Assistant: '}</span>
      {children}
    </p>
  )
}
