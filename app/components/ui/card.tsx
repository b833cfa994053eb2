import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-card border border-line bg-white p-6 shadow-card', className)} {...props} />
}
