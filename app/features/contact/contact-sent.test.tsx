import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import type { ContactVariant } from './contact-fields'
import { ContactSent } from './contact-sent'

function render(variant: ContactVariant, path: string, onSendAnother?: () => void) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <ContactSent variant={variant} onSendAnother={onSendAnother} />
    </MemoryRouter>,
  )
}

describe('the sent panel', () => {
  test('its heading sits one level below the heading its form is under: the home card h3, the /contact section h2', () => {
    expect(render('home', '/?sent=1')).toMatch(/<h4 [^>]*>Message Sent!<\/h4>/)
    expect(render('page', '/contact?sent=1')).toMatch(/<h3 [^>]*>Message Sent Successfully!<\/h3>/)
  })

  test('on the page a form sent without JavaScript lands on, writing again is a link to the page without the flag', () => {
    const html = render('page', '/contact?sent=1')
    expect(html).toContain('role="status"')
    expect(html).toContain("We&#x27;ll get back to you within 24 hours.")
    expect(html).toMatch(/<a [^>]*href="\/contact#contact-form"[^>]*>Send another message<\/a>/)
    expect(html).not.toContain('<button')
  })

  test('in place of a form a script sent, writing again is a button that brings the form back, not a page load', () => {
    const html = render('home', '/', () => undefined)
    expect(html).toContain('role="status"')
    expect(html).toContain('Thank you for your inquiry! We will get back to you within 24 hours.')
    expect(html).toMatch(/<button type="button"[^>]*>Send another message<\/button>/)
    expect(html).not.toContain('<a ')
  })
})
