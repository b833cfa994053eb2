import { CalendarDays, Menu } from 'lucide-react'
import { useRef } from 'react'
import { Link, NavLink } from 'react-router'
import { Button } from '~/components/ui/button'
import { Sheet } from '~/components/ui/sheet'
import { cn } from '~/lib/cn'
import { Logo } from './logo'
import { NAV_ITEMS } from './nav-items'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold transition-colors duration-150',
    isActive ? 'bg-primary-soft text-primary' : 'text-ink-soft hover:bg-surface hover:text-ink',
  )

/** Opens the booking dialog over the current page (the site layout renders it when ?book is present). */
export const BOOK_CALL_HREF = '?book=1'

export function Header({ siteName }: { siteName: string }) {
  const menu = useRef<HTMLDialogElement>(null)
  const closeMenu = () => menu.current?.close()
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 w-full max-w-[75rem] items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo siteName={siteName} />
        <nav id="main-navigation" aria-label="Main" tabIndex={-1} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={BOOK_CALL_HREF} preventScrollReset>
              <CalendarDays aria-hidden="true" className="size-4" />
              Book Call
            </Link>
          </Button>
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" aria-haspopup="dialog" onClick={() => menu.current?.showModal()}>
            <Menu aria-hidden="true" className="size-6" />
          </Button>
          <Sheet ref={menu} title="Menu">
            <nav aria-label="Mobile" className="mt-6">
              <ul className="flex flex-col gap-1">
                {NAV_ITEMS.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/'} className={(state) => cn(navLinkClass(state), 'w-full text-base')} onClick={closeMenu}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Button asChild className="mt-6 w-full">
              <Link to={BOOK_CALL_HREF} preventScrollReset onClick={closeMenu}>
                <CalendarDays aria-hidden="true" className="size-4" />
                Book Call
              </Link>
            </Button>
          </Sheet>
        </div>
      </div>
    </header>
  )
}
