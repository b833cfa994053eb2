import { Eye, EyeOff } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import type { FieldControlProps } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { controlClass } from './form-control'

const subscribeToNothing = () => () => undefined

/**
 * A password box with a Show password toggle, so a long password can be checked before it is sent. The toggle
 * needs script, so it appears once the page has hydrated: without JavaScript there is no button that does nothing.
 */
export function PasswordInput<Name extends string>({ autoComplete, ...props }: FieldControlProps<Name> & { autoComplete: 'current-password' | 'new-password' }) {
  const [visible, setVisible] = useState(false)
  // False in the server's HTML and while hydrating, true from then on (and at once on a page opened in the app).
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} className={cn(controlClass, 'pr-14')} />
      {hydrated ? (
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
      ) : null}
    </div>
  )
}
