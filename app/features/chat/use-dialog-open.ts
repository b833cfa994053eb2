import { useSyncExternalStore } from 'react'

/**
 * Whether a dialog (the booking dialog, the mobile menu) is open on the page. Every way of opening or closing a
 * native <dialog> changes its `open` attribute: `showModal()` from code, a `command` button before hydration, a
 * click outside (`closedby`), Escape. So the attribute is watched, not the components that open them.
 */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, anyDialogOpen, () => false)
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, { attributeFilter: ['open'], subtree: true })
  return () => observer.disconnect()
}

function anyDialogOpen(): boolean {
  return document.querySelector('dialog[open]') !== null
}
