import type { APIRequestContext } from '@playwright/test'
import { signInAsAdmin } from './admin-sign-in'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'
import { bookBeyondShownDays } from './set-up-booking'

/** A message and a booking through the public API, from one address written in two letter cases. */
async function reachOut(request: APIRequestContext, name: string, email: string, message: string) {
  const phoneNumber = '0412 555 010'
  const address = (n: number) => `10.88.1.${n}`
  const guard = (await (await request.get('/api/form-guard')).json()) as { token: string }
  const sent = await request.post('/api/contact', {
    data: { fullName: name, email: email.toUpperCase(), phone: phoneNumber, message, source: 'contact', formToken: guard.token },
    headers: { 'X-Forwarded-For': address((Date.now() % 100) + 1) },
  })
  expect(sent.status()).toBe(201)
  await bookBeyondShownDays(request, { name, email, phone: phoneNumber, company: 'People Desk Pty Ltd', message: 'Call about the chatbot' }, { addressBlock: '10.88.3' })
}

test('the owner finds a person, reads their timeline, adds a note, sets a next step and moves the stage', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const project = testInfo.project.name
  const stamp = Date.now().toString(36)
  const name = `Petra People ${project} ${stamp}`
  const email = `people-${project}-${stamp}@example.com.au`
  const message = `First line of the message from ${project}.\nSecond line only shown in full.`
  await reachOut(request, name, email, message)

  await signInAsAdmin(page, '/admin?tab=people')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { level: 2, name: 'People' })).toBeVisible()
  await panel.getByRole('searchbox', { name: 'Search' }).fill(`people-${project}-${stamp}`)
  const row = panel.getByRole('article').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(panel.getByRole('article')).toHaveCount(1)
  await expect(row.getByText('New', { exact: true })).toBeVisible()
  await expect(row.getByText(/Contact form, Booking/)).toBeVisible()
  await expect(page).toHaveURL(/tab=people&q=people-/)
  await expectNoAxeViolations(page)
  await row.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath(`people-list-${project}.png`), fullPage: false })

  await row.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: email.toUpperCase() })).toHaveAttribute('href', `mailto:${email.toUpperCase()}`)
  await expect(page.getByRole('link', { name: '0412 555 010' })).toHaveAttribute('href', 'tel:+61412555010')

  const timeline = page.getByRole('list', { name: `Everything with ${name}, newest first` })
  await expect(timeline.getByRole('heading', { name: 'Message (Contact form)' })).toBeVisible()
  await expect(timeline.getByRole('heading', { name: /^Consultation booked for / })).toBeVisible()
  await expect(timeline.getByRole('link', { name: 'Pre-call brief' })).toHaveAttribute('href', /^\/admin\/bookings\/\d+\/brief$/)
  const written = timeline.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Message (Contact form)' }) })
  const fullMessage = written.getByRole('group').getByText('Second line only shown in full.', { exact: false })
  await expect(fullMessage).toBeHidden()
  await written.getByText('Full message').click()
  await expect(fullMessage).toBeVisible()

  const notes = page.getByRole('region', { name: 'Add a note' })
  await notes.getByRole('textbox', { name: 'Note' }).fill(`Prefers mornings (${project})`)
  await notes.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Note added')).toBeVisible()
  await expect(timeline.getByText(`Prefers mornings (${project})`)).toBeVisible()
  await expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('')

  const nextStep = page.getByRole('region', { name: 'Next step' })
  await nextStep.getByRole('textbox', { name: 'What to do next' }).fill('Send the proposal')
  await nextStep.getByLabel('Due date').fill('2031-05-06')
  await nextStep.getByRole('button', { name: 'Save next step' }).click()
  await expect(page.getByText('Next step saved')).toBeVisible()
  await expect(nextStep.getByText('Due Tue, 6 May 2031')).toBeVisible()
  await expect(timeline.getByRole('heading', { name: 'Next step set (due Tue, 6 May 2031)' })).toBeVisible()

  const stage = page.getByRole('region', { name: 'Stage' })
  await stage.getByLabel('Pipeline stage').selectOption('qualified')
  await stage.getByRole('button', { name: 'Change stage' }).click()
  await expect(page.getByText('Stage changed', { exact: true })).toBeVisible()
  await expect(timeline.getByRole('heading', { name: 'Stage changed from New to Qualified' })).toBeVisible()
  // The message (still open) moved with its person.
  await expect(written.getByText('Qualified', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`person-${project}.png`), fullPage: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: testInfo.outputPath(`person-top-${project}.png`) })
  await page.getByRole('heading', { level: 2, name: 'Timeline' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath(`person-timeline-${project}.png`) })

  // The list shows the new stage and next step.
  await page.getByRole('link', { name: 'All people' }).click()
  await waitForHydration(page)
  await page.getByRole('tabpanel').getByRole('searchbox', { name: 'Search' }).fill(`people-${project}-${stamp}`)
  const moved = page.getByRole('tabpanel').getByRole('article').filter({ hasText: name })
  await expect(moved.getByText('Qualified', { exact: true })).toBeVisible()
  await expect(moved.getByText('Send the proposal')).toBeVisible()
})

test('two records with one phone number are offered for a merge, which asks first', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const project = testInfo.project.name
  const stamp = Date.now().toString(36)
  const phone = `04${String(Date.now() % 100_000_000).padStart(8, '0')}`
  const kept = `Mona Merge ${project} ${stamp}`
  const other = `Moe Merge ${project} ${stamp}`
  for (const [name, email, written] of [
    [kept, `merge-kept-${project}-${stamp}@example.com.au`, phone],
    [other, `merge-other-${project}-${stamp}@example.com.au`, `+61 ${phone.slice(1)}`],
  ] as const) {
    const guard = (await (await request.get('/api/form-guard')).json()) as { token: string }
    const sent = await request.post('/api/contact', {
      data: { fullName: name, email, phone: written, message: 'About merging', source: 'contact', formToken: guard.token },
      headers: { 'X-Forwarded-For': `10.89.1.${(Date.now() % 200) + 1}` },
    })
    expect(sent.status()).toBe(201)
  }

  await signInAsAdmin(page, `/admin?tab=people&q=merge-kept-${project}-${stamp}`)
  await page.getByRole('tabpanel').getByRole('link', { name: kept }).click()
  await expect(page.getByRole('heading', { level: 1, name: kept })).toBeVisible()
  await waitForHydration(page)

  const matches = page.getByRole('region', { name: 'Same phone number' })
  await matches.getByRole('button', { name: `Merge ${other}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Merge these records?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`merge-${project}.png`) })
  await dialog.getByRole('button', { name: 'Merge into this person' }).click()
  await expect(page.getByText('Records merged', { exact: true }).first()).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(matches).toHaveCount(0)
  const timeline = page.getByRole('list', { name: `Everything with ${kept}, newest first` })
  await expect(timeline.getByText(`Merged ${other}`, { exact: false })).toBeVisible()
  await expect(page.getByText(`Also known as merge-other-${project}-${stamp}@example.com.au`)).toBeVisible()
})
