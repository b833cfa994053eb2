import { CalendarDays, LayoutDashboard, Menu } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Button } from '~/components/ui/button'
import { Sheet } from '~/components/ui/sheet'
import { cn } from '~/lib/cn'
import { useAdminStatus } from '~/lib/admin-status'
import { BookCallButton } from './book-call-button'
import { Logo } from './logo'
import { NAV_ITEMS } from './nav-items'

/**
 * Only admins see this item (spec §2 'Header and footer'): the root loader decides on the server, so it is in
 * the first HTML, and the re-checks of the status (spec §6) add or remove it later.
 */
const ADMIN_ITEM = { label: 'Admin', to: '/admin' } as const
const ADMIN_DASHBOARD_TIP = 'Manage content, SEO, users and site settings'

const navLinkClass = ({ isActive }: { isActive: boolean }, textSize: 'text-sm' | 'text-base' = 'text-sm') =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold whitespace-nowrap transition-colors duration-150',
    textSize,
    isActive ? 'bg-primary-soft text-primary' : 'text-ink-soft hover:bg-surface hover:text-ink',
  )

const MOBILE_MENU_ID = 'mobile-menu'

/**
 * The site header. Admins also get the Admin item and the Admin Dashboard button; pages without the
 * booking dialog (the admin area) leave out Book Call.
 */
export function Header({ siteName, bookCall = true }: { siteName: string; bookCall?: boolean }) {
  const menu = useRef<HTMLDialogElement>(null)
  const closeMenu = () => menu.current?.close()
  const isAdmin = useAdminStatus().isAdmin
  const navItems = isAdmin ? [...NAV_ITEMS, ADMIN_ITEM] : NAV_ITEMS
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 w-full max-w-[75rem] items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="shrink-0">
          <Logo siteName={siteName} />
        </div>
        <nav id="main-navigation" aria-label="Main" tabIndex={-1} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                {/* The admin's extra item and button need the room of a little less padding on laptop widths. */}
                <NavLink to={item.to} end={item.to === '/'} className={(state) => cn(navLinkClass(state), isAdmin && 'lg:px-2 xl:px-3')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {isAdmin ? <AdminDashboardButton iconOnly={bookCall} className="hidden sm:inline-flex" /> : null}
          {bookCall ? (
            <BookCallButton size="sm" className="max-sm:hidden">
              <CalendarDays aria-hidden="true" className="size-4" />
              Book Call
            </BookCallButton>
          ) : null}
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" aria-haspopup="dialog" commandfor={MOBILE_MENU_ID} command="show-modal">
            <Menu aria-hidden="true" className="size-6" />
          </Button>
          <Sheet id={MOBILE_MENU_ID} ref={menu} title="Menu">
            <nav aria-label="Mobile" className="mt-6">
              <ul className="flex flex-col gap-1">
                {navItems.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/'} className={(state) => cn(navLinkClass(state, 'text-base'), 'w-full')} onClick={closeMenu}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {isAdmin ? <AdminDashboardButton size="md" className="mt-6 flex w-full" onNavigate={closeMenu} /> : null}
            {bookCall ? (
              <BookCallButton className={cn('w-full', isAdmin ? 'mt-3' : 'mt-6')} onClick={closeMenu}>
                <CalendarDays aria-hidden="true" className="size-4" />
                Book Call
              </BookCallButton>
            ) : null}
          </Sheet>
        </div>
      </div>
    </header>
  )
}

/**
 * The admins' way into the dashboard, with the spec's tooltip. The tip shows on hover after the
 * spec's 700 ms and at once on keyboard focus, stays while the pointer is over it, and Escape hides it.
 * Next to Book Call the bar has no room for its words, so there it shows its icon (the name stays for
 * screen readers and the tip says what it is for).
 */
function AdminDashboardButton({
  className,
  iconOnly = false,
  size = 'sm',
  onNavigate,
}: {
  className?: string
  iconOnly?: boolean
  size?: 'sm' | 'md'
  onNavigate?: () => void
}) {
  const tipId = useId()
  const [dismissed, setDismissed] = useState(false)
  const dismissOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(true)
  }
  return (
    <span className={cn('group/tip relative', className)} onKeyDown={dismissOnEscape} onPointerLeave={() => setDismissed(false)} onBlur={() => setDismissed(false)}>
      <Button asChild variant="secondary" size={iconOnly ? 'smIcon' : size} className={iconOnly ? undefined : 'w-full'}>
        <Link to="/admin" aria-describedby={tipId} onClick={onNavigate}>
          <LayoutDashboard aria-hidden="true" className={iconOnly ? 'size-5' : 'size-4'} />
          <span className={iconOnly ? 'sr-only' : undefined}>Admin Dashboard</span>
        </Link>
      </Button>
      <span
        id={tipId}
        role="tooltip"
        className={cn(
          'invisible absolute top-full right-0 z-50 mt-2 w-max max-w-60 rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white opacity-0 shadow-card-hover',
          'transition-[opacity,visibility] duration-150',
          !dismissed && 'group-hover/tip:visible group-hover/tip:opacity-100 group-hover/tip:delay-700 group-focus-within/tip:visible group-focus-within/tip:opacity-100 group-focus-within/tip:delay-0',
        )}
      >
        {ADMIN_DASHBOARD_TIP}
      </span>
    </span>
  )
}
