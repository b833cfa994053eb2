/**
 * Every form on the site is sent by its own script (ADR 010): a form's handler attaches when its part of
 * the page hydrates, which on a phone may be a few seconds after the form is shown (ADR 005, ADR 013).
 * A form sent before that, by a quick click, Enter or a password manager's auto-submit, went to the
 * browser instead: a POST to the page's own URL, which no page takes (405 and an error page, the
 * visitor's typing gone).
 *
 * This inline script, in the head ahead of the stylesheet, stops the browser's own sending of any form
 * without an `action`; the form stays as it was, typing included, and the visitor's next send goes
 * through its handler. Forms with an `action` are left to the browser. Without JavaScript it does not
 * run, and the error page says that the forms need it (root ErrorBoundary).
 */
export const HOLD_NATIVE_SUBMITS = `addEventListener("submit",function(event){event.target.hasAttribute("action")||event.preventDefault()},true)`
