import { ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Container } from '~/components/ui/section'

/** The dark band at the top of the admin pages, like the public pages' hero: title, who is signed in, account actions. */
export function DashboardHeader({ title, intro, actions }: { title: string; intro: ReactNode; actions?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgb(29_78_216/0.45),transparent)]" />
      <Container className="relative flex flex-col gap-6 py-10 sm:py-12 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-slate-200">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Admin area
          </p>
          <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
          <div className="mt-2 text-slate-300">{intro}</div>
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </Container>
    </section>
  )
}
