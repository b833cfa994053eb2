import type { DemoSite } from '../contract/content'

/**
 * The link for 'Try Live Demo': only a Live Demo with a url gets one. The url comes from admin
 * input, so anything but an http(s) address is treated as missing rather than put in an href.
 */
export function liveDemoUrl(demo: Pick<DemoSite, 'status' | 'url'>): string | undefined {
  if (demo.status !== 'Live Demo' || !demo.url) return undefined
  const url = demo.url.trim()
  return /^https?:\/\//i.test(url) ? url : undefined
}
