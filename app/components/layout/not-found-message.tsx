import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/section'

export type NotFoundLink = { to: string; label: string; icon: LucideIcon }

/** The 404 screens (unknown page, unknown service): a heading, a sentence, and ways onward; the first link is primary. */
export function NotFoundMessage({ title, message, links }: { title: string; message: string; links: NotFoundLink[] }) {
  return (
    <Container className="py-24 text-center sm:py-32">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-soft">{message}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        {links.map(({ to, label, icon: Icon }, index) => (
          <Button key={to} asChild variant={index === 0 ? 'primary' : 'secondary'}>
            <Link to={to}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </Button>
        ))}
      </div>
    </Container>
  )
}
