import type { Page } from '@playwright/test'
import type { PersonList } from '../../contract/people'
import { addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { sendInquiry } from './set-up-inquiry'

/*
 * The privacy side of the lead desk (issue 20 item 7) on the person page: export the person's data, then erase
 * them, confirmed by typing their email.
 */

/** The person's id, found by the lead desk's search (GET /api/admin/people?q=) as the signed-in admin. */
async function personIdByEmail(page: Page, email: string): Promise<number> {
  const response = await page.request.get(`/api/admin/people?q=${encodeURIComponent(email)}`)
  expect(response.status()).toBe(200)
  const { people } = (await response.json()) as PersonList
  const found = people.find((person) => person.email === email)
  expect(found, `a person with ${email}`).toBeDefined()
  return found!.id
}

test('the owner exports a person’s data, then erases them after typing their email', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
  const name = `Privacy Person ${tag}`
  const email = `privacy-${tag}@example.com.au`
  // An address block of its own (RFC 5737 documentation space is taken by the other specs).
  await sendInquiry(request, { fullName: name, email, message: 'Please erase me after this test' }, { addressBlock: '10.93.20' })

  await addAdminSession(page)
  const personId = await personIdByEmail(page, email)
  await page.goto(`/admin/people/${personId}`)
  await waitForHydration(page)
  const privacy = page.getByRole('region', { name: 'Privacy' })
  await expect(privacy).toBeVisible()

  // Export: the JSON and the zip are downloads of the person's data.
  const [json] = await Promise.all([page.waitForEvent('download'), privacy.getByRole('link', { name: 'Export data (JSON)' }).click()])
  expect(json.suggestedFilename()).toMatch(new RegExp(`^person-${personId}-\\d{4}-\\d{2}-\\d{2}\\.json$`))
  const exported = JSON.parse(await streamText(await json.createReadStream())) as { person: { email: string }; inquiries: unknown[] }
  expect(exported.person.email).toBe(email)
  expect(exported.inquiries).toHaveLength(1)
  const [zip] = await Promise.all([page.waitForEvent('download'), privacy.getByRole('link', { name: 'Export data (CSV zip)' }).click()])
  expect(zip.suggestedFilename()).toMatch(/\.zip$/)
  await page.screenshot({ path: testInfo.outputPath('person-privacy.png'), fullPage: true })

  // Erase: the button waits for their email, typed in any letter case.
  await privacy.getByRole('button', { name: 'Erase person' }).click()
  const dialog = page.getByRole('dialog', { name: 'Erase person' })
  await expect(dialog).toBeVisible()
  const erase = dialog.getByRole('button', { name: 'Erase', exact: true })
  const confirm = dialog.getByRole('textbox', { name: 'Type their email address to confirm' })
  await expect(erase).toBeDisabled()
  await confirm.fill('someone-else@example.com.au')
  await expect(erase).toBeDisabled()
  await confirm.fill(email.toUpperCase())
  await expect(erase).toBeEnabled()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('erase-dialog.png') })

  await erase.click()
  await expect(page).toHaveURL(/\/admin\?tab=people$/)
  await expect(page.getByText('Person erased')).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  expect((await page.request.get(`/api/admin/people/${personId}`)).status()).toBe(404)
  expect((await page.request.get(`/api/admin/people/${personId}/export`)).status()).toBe(404)
  // The People tab is scanned by people.spec.ts.
})

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}
