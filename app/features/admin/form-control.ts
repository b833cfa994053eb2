/** The site's text input look without its text size, for boxes that set their own (code in a smaller monospace). */
export const controlFrameClass =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink shadow-sm transition-colors duration-150 placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-red-700 aria-invalid:bg-red-50/40 focus-visible:aria-invalid:outline-red-700'

/** The site's text input look (as on the contact forms), shared by the admin forms. */
export const controlClass = `${controlFrameClass} text-base`
