import { Download } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'

/** 'Export CSV': a plain link to the admin CSV route, which answers as a file download. */
export function ExportCsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonClasses('secondary', 'sm')} aria-label={label}>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </a>
  )
}
