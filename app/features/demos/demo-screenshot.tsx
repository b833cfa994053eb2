import { useCallback, useState } from 'react'

/**
 * The demo's screenshot, removed when it fails to load. The server-rendered <img> can fail before
 * React hydrates and attaches onError, so the element is also checked as soon as it is mounted.
 */
export function DemoScreenshot({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false)
  const checkAlreadyBroken = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed) return null
  return (
    <img
      ref={checkAlreadyBroken}
      src={src}
      alt={`Screenshot of the ${title} demo site`}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-video w-full border-y border-line bg-surface object-cover"
    />
  )
}
