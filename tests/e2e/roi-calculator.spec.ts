import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures'

/** 500 calls a month, 50 missed, 4 minutes each, $35/h staff, 20% of callers buy, $300 an order. */
const tradie = {
  'Calls per month': '500',
  'Missed calls per month': '50',
  'Average call length': '4',
  'Staff hourly cost': '35',
  'Callers who become customers': '20',
  'Average sale value': '300',
}

async function openCalculator(page: Page) {
  await page.goto('/#calculator')
  await waitForHydration(page)
  return page.locator('#calculator')
}

async function fillFigures(page: Page, figures: Partial<Record<keyof typeof tradie, string>>) {
  const section = page.locator('#calculator')
  for (const [label, value] of Object.entries(figures)) await section.getByRole('textbox', { name: label, exact: true }).fill(value)
}

test('visitor works out the ROI of a voice agent and sees it against the $899 setup', async ({ page }) => {
  const section = await openCalculator(page)
  await expect(section.getByRole('tab', { name: 'ROI Calculator' })).toHaveAttribute('aria-selected', 'true')
  await fillFigures(page, tradie)
  // Hold the answer back until the pending state has been seen.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_\.data\?index/, async (route) => {
    await held
    await route.continue()
  })
  await section.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(section.getByRole('button', { name: 'Calculating...' })).toBeDisabled()
  release()

  await expect(page.getByText('ROI Calculated')).toBeVisible()
  await expect(page.getByText('See your potential savings below!')).toBeVisible()
  const figure = (label: string) => section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
  await expect(figure('Monthly savings').first()).toHaveText('$3,635')
  await expect(figure('Annual savings')).toHaveText('$43,620')
  await expect(figure('First-year ROI')).toHaveText('4,752.1%')
  await expect(figure('Payback period')).toHaveText('0.2 months')
  await expect(section.getByText('One-time investment (AI Voice Agent setup)')).toBeVisible()
  await expect(section.getByRole('img', { name: /reaching \$43,620 by month 12, against an investment of \$899\. The investment is paid back in month 1\./ })).toBeVisible()

  await section.getByText('Show the figures as a table').click()
  await expect(section.getByRole('row', { name: /^12 \$43,620/ })).toBeVisible()
  await expectNoAxeViolations(page)

  // Changing a figure marks the shown result as out of date until the next Calculate.
  await fillFigures(page, { 'Average sale value': '400' })
  await expect(section.getByRole('status')).toHaveText(/changed your figures/)
  await section.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(figure('Monthly savings').first()).toHaveText('$4,635')
  await expect(section.getByRole('status')).toHaveCount(0)
})

test('figures that never pay back are said plainly', async ({ page }) => {
  const section = await openCalculator(page)
  await fillFigures(page, {
    'Calls per month': '10',
    'Missed calls per month': '1',
    'Average call length': '2',
    'Staff hourly cost': '30',
    'Callers who become customers': '5',
    'Average sale value': '100',
  })
  await section.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(section.locator('dd', { hasText: 'No payback' })).toBeVisible()
  await expect(section.getByText(/No payback: at these figures the savings do not cover the monthly running costs/)).toBeVisible()
  await expect(section.getByRole('img', { name: /not paid back within 12 months/ })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('empty or zero figures send nothing and say which fields need a positive number', async ({ page }) => {
  const section = await openCalculator(page)
  let requests = 0
  page.on('request', (request) => {
    if (request.method() === 'POST') requests++
  })
  await fillFigures(page, { 'Staff hourly cost': '', 'Average sale value': '0' })
  await section.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(page.getByText('Invalid Input')).toBeVisible()
  await expect(page.getByText('Please fill in all fields with positive values.')).toBeVisible()
  const hourly = section.getByRole('textbox', { name: 'Staff hourly cost', exact: true })
  await expect(hourly).toBeFocused()
  await expect(hourly).toHaveAttribute('aria-invalid', 'true')
  await expect(section.getByRole('textbox', { name: 'Average sale value', exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(section.getByText('Enter a number more than 0')).toHaveCount(2)

  // Fixed fields lose their message; the server's own rules are checked before anything is sent.
  await fillFigures(page, { 'Staff hourly cost': '35', 'Average sale value': '300', 'Calls per month': '40', 'Missed calls per month': '60' })
  await expect(section.getByText('Enter a number more than 0')).toHaveCount(0)
  await section.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(section.getByText('Missed calls cannot be more than monthly calls')).toBeVisible()
  await expect(section.getByRole('textbox', { name: 'Missed calls per month', exact: true })).toBeFocused()
  await expectNoAxeViolations(page)
  expect(requests).toBe(0)
})

test.describe('when the server fails', () => {
  test.use({ allowConsoleErrors: ['status of 500'] })

  test('the calculator says the calculation failed and keeps the figures', async ({ page }) => {
    await page.route(/\/_\.data\?index/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"Something went wrong"}}' }))
    const section = await openCalculator(page)
    await fillFigures(page, tradie)
    await section.getByRole('button', { name: 'Calculate ROI' }).click()
    await expect(page.getByText('Calculation Error')).toBeVisible()
    await expect(page.getByText('Failed to calculate ROI. Please try again.')).toBeVisible()
    await expect(section.getByRole('textbox', { name: 'Calls per month', exact: true })).toHaveValue('500')
    await expect(section.getByRole('button', { name: 'Calculate ROI' })).toBeEnabled()
  })
})

test('the planner shows the five-week timeline and the benefits tab is one arrow key away', async ({ page }) => {
  const section = await openCalculator(page)
  await section.getByRole('tab', { name: 'Implementation Planner' }).click()
  const steps = section.getByRole('tabpanel').getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.nth(0)).toContainText('Week 1Consultation and planning')
  await expect(steps.nth(1)).toContainText('Weeks 2-3Setup and configuration')
  await expect(steps.nth(2)).toContainText('Week 4Training and testing')
  await expect(steps.nth(3)).toContainText('Week 5+Go live and support')
  await page.keyboard.press('ArrowRight')
  await expect(section.getByRole('tab', { name: 'Benefits Analysis' })).toBeFocused()
  await expect(section.getByRole('tabpanel').getByRole('heading', { name: 'No more missed calls' })).toBeVisible()
  await expectNoAxeViolations(page)
})
