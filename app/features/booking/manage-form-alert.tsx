import { TriangleAlert } from 'lucide-react'

/** A refusal of the whole form, announced as it appears. */
export function FormAlert({ children }: { children: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  )
}
