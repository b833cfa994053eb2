import { LoaderCircle, LogOut } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '~/components/ui/toast'
import { Button, type ButtonProps } from '~/components/ui/button'
import { signOut } from './admin-api'

export const ADMIN_LOGIN = '/admin/login'

/** Ends the session on the server and returns to the login page (spec §4 'Admin session'). */
export function SignOutButton({ variant = 'inverse', className }: { variant?: ButtonProps['variant']; className?: string }) {
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)

  async function handleClick() {
    if (pending) return
    setPending(true)
    if (await signOut()) {
      await navigate(ADMIN_LOGIN, { replace: true })
      return
    }
    setPending(false)
    toast.error('Logout Error', { description: 'Failed to logout properly' })
  }

  return (
    <Button variant={variant} disabled={pending} onClick={() => void handleClick()} className={className}>
      {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <LogOut aria-hidden="true" className="size-5" />}
      {pending ? 'Signing out...' : 'Sign out'}
    </Button>
  )
}
