import type { Page } from '@playwright/test'
import type { PersonList } from '../../contract/people'
import { addAdminSession } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { sendInquiry } from './set-up-inquiry'

/*
 * The dashboard's "Due today" and "Overdue" (issue 20 item 4): a next step the owner set on a person shows on its
 * Melbourne due day, and after it as overdue, each linked to the person.
 */

/** Today's date in Melbourne, and the day before it, as YYYY-MM-DD. */
function melbourneToday() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date())
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  return { today, yesterday }
}

async function setNextStep(page: Page, email: string, nextStep: { text: string; due: string }): Promise<number> {
  const found = await page.request.get(`/api/admin/people?q=${encodeURIComponent(email)}`)
  const { people } = (await found.json()) as PersonList
  const person = people.find((candidate) => candidate.email === email)
  expect(person, `a person with ${email}`).toBeDefined()
  const saved = await page.request.patch(`/api/admin/people/${person!.id}`, { data: { nextStep } })
  expect(saved.status()).toBe(200)
  return person!.id
}

test('a next step due today and one overdue show on the dashboard, each linked to its person', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
  const dueName = `Dana Due ${tag}`
  const lateName = `Larry Late ${tag}`
  await sendInquiry(request, { fullName: dueName, email: `due-${tag}@example.com.au`, message: 'Please call me back about a website.' }, { addressBlock: '10.93.30' })
  await sendInquiry(request, { fullName: lateName, email: `late-${tag}@example.com.au`, message: 'Please call me back about automation.' }, { addressBlock: '10.93.30' })

  await addAdminSession(page)
  const { today, yesterday } = melbourneToday()
  const dueId = await setNextStep(page, `due-${tag}@example.com.au`, { text: `Send the website quote (${tag})`, due: today })
  const lateId = await setNextStep(page, `late-${tag}@example.com.au`, { text: `Call about automation (${tag})`, due: yesterday })

  await page.goto('/admin')
  await waitForHydration(page)
  const overview = page.getByRole('region', { name: 'Overview' })
  const dueToday = overview.getByRole('region', { name: 'Due today' })
  const overdue = overview.getByRole('region', { name: 'Overdue' })
  await expect(dueToday.getByRole('link', { name: new RegExp(dueName) })).toHaveAttribute('href', `/admin/people/${dueId}`)
  await expect(dueToday.getByText(`Send the website quote (${tag})`)).toBeVisible()
  await expect(dueToday.getByText(lateName)).toHaveCount(0)
  const late = overdue.getByRole('link', { name: new RegExp(lateName) })
  await expect(late).toHaveAttribute('href', `/admin/people/${lateId}`)
  await expect(late).toContainText('1 day overdue')
  await expect(overdue.getByText(dueName)).toHaveCount(0)
  await expectNoAxeViolations(page)
  await overview.screenshot({ path: testInfo.outputPath(`due-lists-${testInfo.project.name}.png`) })

  await late.click()
  await expect(page.getByRole('heading', { level: 1, name: lateName })).toBeVisible()
})
