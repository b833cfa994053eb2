import { useEffect, useRef } from 'react'
import { LEAD_SOURCE_FIELD, ROI_SNAPSHOT_FIELD, leadSource, roiSnapshot } from './visit-source'

/**
 * Hidden inputs carrying where the visit came from (and the visitor's last ROI calculation) with a form, as JSON.
 * The page's HTML is shared by every visitor, so they are empty until the page hydrates; they are filled then and
 * again as the form is sent (a calculation may have been run since). Without JavaScript the server reads the page
 * from the Referer header instead.
 */
export function VisitSourceFields({ withRoi }: { withRoi: boolean }) {
  const sourceInput = useRef<HTMLInputElement>(null)
  const roiInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const fill = () => {
      if (sourceInput.current) sourceInput.current.value = JSON.stringify(leadSource())
      const roi = withRoi ? roiSnapshot() : undefined
      if (roiInput.current) roiInput.current.value = roi ? JSON.stringify(roi) : ''
    }
    fill()
    // A listener on the form itself runs before React's submit handlers, which read the form's data.
    const form = sourceInput.current?.form
    form?.addEventListener('submit', fill)
    return () => form?.removeEventListener('submit', fill)
  }, [withRoi])
  return (
    <>
      <input ref={sourceInput} type="hidden" name={LEAD_SOURCE_FIELD} defaultValue="" />
      {withRoi ? <input ref={roiInput} type="hidden" name={ROI_SNAPSHOT_FIELD} defaultValue="" /> : null}
    </>
  )
}
