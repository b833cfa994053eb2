import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

// Loaded on demand with the toaster (see toast.tsx): the one module that brings sonner.
export { toast } from 'sonner'

// Sonner's rich colours fall just short of AA contrast; these keep its look with darker text.
const AA_COLOURS = {
  '--success-text': 'var(--color-green-800)',
  '--error-text': 'var(--color-red-800)',
  '--info-text': 'var(--color-blue-800)',
  '--warning-text': 'var(--color-amber-800)',
} as CSSProperties

/** The site's toasts (spec §9 'UI limits'): one at a time, 5 seconds, F8 to reach them, swipe right to dismiss. */
export function Toaster({ id, label }: { id?: string; label?: string } = {}) {
  return (
    <Sonner
      id={id}
      containerAriaLabel={label}
      position="top-center"
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      swipeDirections={['right']}
      richColors
      style={AA_COLOURS}
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans rounded-card shadow-card-hover', title: 'font-semibold', description: 'text-sm !text-current' } }}
    />
  )
}
