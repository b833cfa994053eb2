/** Moves focus to a form's control by name, when there is one. */
export function focusField(form: HTMLFormElement, name: string | undefined) {
  const element = name ? form.elements.namedItem(name) : null
  if (element instanceof HTMLElement) element.focus()
}

/**
 * Focuses the first field, in the form's order, that has a message. Call it after the messages are
 * rendered (flushSync), so the field is announced with its error.
 */
export function focusFirstError(form: HTMLFormElement, order: readonly string[], errors: Partial<Record<string, string | undefined>>) {
  focusField(form, order.find((name) => errors[name]))
}
