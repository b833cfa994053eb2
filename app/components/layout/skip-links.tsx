const linkClass =
  'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-xl focus:bg-ink focus:px-4 focus:py-3 focus:font-semibold focus:text-white'

export function SkipLinks() {
  return (
    <div>
      <a href="#main-content" className={linkClass}>
        Skip to main content
      </a>
      <a href="#main-navigation" className={linkClass}>
        Skip to navigation
      </a>
    </div>
  )
}
