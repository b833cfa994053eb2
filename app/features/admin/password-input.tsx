import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import type { FieldControlProps } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { controlClass } from './form-control'

/** A password box with a Show password toggle, so a long password can be checked before it is sent. */
export function PasswordInput<Name extends string>({ autoComplete, ...props }: FieldControlProps<Name> & { autoComplete: 'current-password' | 'new-password' }) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} className={cn(controlClass, 'pr-14')} />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-r-xl text-ink-soft transition-colors duration-150 hover:text-ink"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        <span className="sr-only">Show password</span>
      </button>
    </div>
  )
}
