/** The frame of the dashboard's lead filters and pipeline controls, without display, width and padding. */
export const leadControlFrame =
  'min-h-11 rounded-xl border border-slate-300 bg-white text-base text-ink shadow-sm transition-colors duration-150 placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2'

/** The text box and select style of the dashboard's lead filters and pipeline controls. */
export const leadControl = `block w-full px-4 py-2 ${leadControlFrame}`
