import { renderEmail } from '../../server/domain/notify/templates.ts'
import { EMAIL_SAMPLES, SAMPLE_SENDER } from '../support/email-samples'
import { expect, expectNoAxeViolations, test } from './fixtures'

/*
 * Every email's HTML part as a narrow mail client shows it: opened in Chromium at 390 px it must not
 * scroll sideways and must pass axe, and its text part must carry the same facts and links. The
 * emails are rendered here, with the server's own renderer and a sample of each kind's payload.
 */

for (const sample of EMAIL_SAMPLES) {
  const name = `${sample.kind}${typeof sample.payload.lead === 'string' ? ` (${sample.payload.lead})` : ''}`

  test(`${name}: readable at 390 px, accessible, and its text part says the same`, async ({ page }) => {
    const email = await renderEmail(sample, SAMPLE_SENDER)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.setContent(email.html, { waitUntil: 'load' })

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)

    const shown = await page.locator('body').innerText()
    const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    for (const fact of sample.facts) {
      expect(email.text).toContain(fact)
      if (/^https?:\/\//.test(fact)) expect(links).toContain(fact)
      else expect(shown).toContain(fact)
    }
    // Every link in the HTML is in the text part too (the footer's mail address as the address itself).
    for (const href of links) expect(email.text).toContain(href!.replace(/^mailto:/, ''))
  })
}
