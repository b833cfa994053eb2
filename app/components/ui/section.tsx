import type { ComponentProps, ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** The page's content width (about 1200 px) with side padding on small screens. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-[75rem] px-4 sm:px-6 lg:px-8', className)} {...props} />
}

/** The site's vertical rhythm for a page band: tighter on phones, where every band's padding is paid twice per screen. */
export const SECTION_PADDING = 'py-12 sm:py-24'

/** A page band with the site's vertical rhythm. */
export function Section({ className, children, ...props }: ComponentProps<'section'>) {
  return (
    <section className={cn(SECTION_PADDING, className)} {...props}>
      <Container>{children}</Container>
    </section>
  )
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'center',
  as: Heading = 'h2',
}: {
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  id?: string
  align?: 'center' | 'left'
  as?: 'h1' | 'h2'
}) {
  return (
    <div className={cn('mb-8 max-w-3xl sm:mb-12', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <Heading id={id} className={cn('font-bold tracking-tight text-ink', Heading === 'h1' ? 'text-4xl sm:text-6xl' : 'text-2xl sm:text-4xl')}>
        {title}
      </Heading>
      {intro ? <p className="mt-3 text-base text-ink-soft sm:mt-4 sm:text-lg">{intro}</p> : null}
    </div>
  )
}

/** The dark hero band at the top of inner pages. */
export function PageHero({ eyebrow, title, intro, children }: { eyebrow?: ReactNode; title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(29_78_216/0.45),transparent)]" />
      <Container className="relative py-12 sm:py-24">
        <div className="max-w-3xl">
          {eyebrow ? <div className="mb-4">{eyebrow}</div> : null}
          <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{title}</h1>
          {intro ? <p className="mt-6 text-lg text-slate-300">{intro}</p> : null}
          {children}
        </div>
      </Container>
    </section>
  )
}
