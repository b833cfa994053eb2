/** Bots fill every field; people never see this one (the server stores such a submission as spam). */
export function HoneypotField({ id, name }: { id: string; name: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={name} autoComplete="off" tabIndex={-1} aria-hidden="true" defaultValue="" />
    </div>
  )
}
