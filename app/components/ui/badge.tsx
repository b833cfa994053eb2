import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

const tones = {
  neutral: 'bg-slate-100 text-slate-700',
  primary: 'bg-primary-soft text-primary',
  highlight: 'bg-highlight-soft text-highlight-ink',
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  orange: 'bg-orange-100 text-orange-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  purple: 'bg-purple-100 text-purple-800',
  gray: 'bg-gray-100 text-gray-700',
  red: 'bg-red-100 text-red-800',
  inverse: 'bg-white/10 text-white ring-1 ring-white/20',
} as const

const sizes = {
  md: 'px-3 py-1 text-sm',
  compact: 'px-2.5 py-1 text-sm',
  xs: 'px-3 py-1 text-xs',
  sm: 'px-2 py-0.5 text-xs',
} as const

export type BadgeTone = keyof typeof tones

export function Badge({ tone = 'neutral', size = 'md', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone; size?: keyof typeof sizes }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full font-semibold', sizes[size], tones[tone], className)} {...props} />
}
