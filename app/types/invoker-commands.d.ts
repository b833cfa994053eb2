import 'react'

// The HTML invoker commands (a button opens or closes a <dialog> with no script), which React passes
// through as plain attributes but its types do not list yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
}
