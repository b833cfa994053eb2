import { Slot } from '@radix-ui/react-slot'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

const variants = {
  primary: 'bg-primary text-white shadow-sm hover:bg-primary-hover active:bg-blue-900',
  secondary: 'border border-line bg-white text-ink hover:border-slate-300 hover:bg-surface active:bg-slate-100',
  ghost: 'text-ink hover:bg-surface active:bg-slate-100',
  inverse: 'bg-white text-ink hover:bg-slate-100 active:bg-slate-200',
  outlineInverse: 'border border-white/40 text-white hover:bg-white/10 active:bg-white/20',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
  dangerSecondary: 'border border-line bg-white text-red-700 hover:border-slate-300 hover:bg-surface hover:text-red-800 active:bg-slate-100',
  dangerGhost: 'text-red-700 hover:bg-red-50 active:bg-slate-100',
  ghostPrimary: 'text-primary hover:bg-surface active:bg-slate-100',
  // On a tinted panel, where the surface hover of the other ghosts would not show.
  ghostPrimaryOnTint: 'text-primary hover:bg-white active:bg-slate-100',
} as const

const sizes = {
  md: 'min-h-11 px-5 text-base',
  sm: 'min-h-10 px-4 text-sm',
  lg: 'min-h-12 px-6 text-lg',
  icon: 'size-11',
  // sm's text at md's 44 px touch height.
  smTall: 'min-h-11 px-4 text-sm',
  // An icon-only button beside sm buttons: as tall as they are, square-ish.
  smIcon: 'min-h-10 w-11 px-0 text-sm',
} as const

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Render the child element (a link) with button styles. */
  asChild?: boolean
}

export function buttonClasses(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md'): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors duration-150',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    variants[variant],
    sizes[size],
  )
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return <Component type={asChild ? undefined : (type ?? 'button')} className={cn(buttonClasses(variant, size), className)} {...props} />
}
