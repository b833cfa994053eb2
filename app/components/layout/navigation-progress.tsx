import { useNavigation } from 'react-router'

/** The spec's loading texts, shown while a page's data loads during in-app navigation. */
export function loadingMessage(pathname: string): string {
  if (pathname.startsWith('/pricing')) return 'Loading pricing information...'
  if (pathname.startsWith('/demos')) return 'Loading demo sites...'
  if (pathname.startsWith('/services')) return 'Loading services...'
  if (pathname.startsWith('/ai-tools')) return 'Loading AI tools...'
  return 'Loading...'
}

/**
 * Pages arrive server-rendered, so there is no loading phase on the first visit; moving between pages
 * fetches the next page's data first, and this bar (with a status message for screen readers) shows
 * that wait.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location !== undefined
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-[70] h-1 origin-left bg-primary transition-[transform,opacity] duration-500 ease-out ${loading ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0'}`}
      />
      <p role="status" className="sr-only">
        {loading ? loadingMessage(navigation.location.pathname) : ''}
      </p>
    </>
  )
}
