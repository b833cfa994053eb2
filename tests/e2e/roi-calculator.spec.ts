import type { Locator, Page } from '@playwright/test'
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

/** The dd beside a headline figure's dt. */
function figure(section: Locator, label: string) {
  return section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
}

/**
 * The layout shifts from now on that the visitor did not cause (a shift within 500 ms of an input is theirs): the
 * calculator's own, from the click on, whatever the page's first paint did.
 */
async function watchUnexpectedLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { __unexpectedShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.textContent))) })
      }
    }).observe({ type: 'layout-shift' })
  })
  return () => page.evaluate(() => (window as unknown as { __unexpectedShifts: unknown[] }).__unexpectedShifts)
}

async function fillFigures(page: Page, figures: Partial<Record<keyof typeof tradie, string>>) {
  const section = page.locator('#calculator')
  for (const [label, value] of Object.entries(figures)) await section.getByRole('textbox', { name: label, exact: true }).fill(value)
}

test('the figures the form starts with give a believable return, with the sums that reached it and a range', { tag: '@phone' }, async ({ page, isMobile }) => {
  const section = await openCalculator(page)
  // A small business: 300 calls a month, 30 missed, 4 minutes, $38/h, 1 caller in 5 buys, $250 a sale.
  const typed = await Promise.all(Object.keys(tradie).map((label) => section.getByRole('textbox', { name: label, exact: true }).inputValue()))
  expect(typed).toEqual(['300', '30', '4', '38', '20', '250'])
  const shifts = await watchUnexpectedLayoutShifts(page)
  if (!isMobile) {
    // A mouse crosses the form before it presses Calculate ROI, which starts the results' download; beside the form
    // the results push down what follows the calculator, so they must come within the 500 ms a click owns. A phone
    // taps without hovering: its results open below the button, where nothing else is in view to move.
    const resultsCode = page.waitForResponse(/\/assets\/roi-results-[^/]*\.js$/)
    await section.getByRole('form', { name: 'Your business in numbers' }).hover()
    await resultsCode
  }
  await section.getByRole('button', { name: 'Calculate ROI' }).click()

  await expect(figure(section, 'Monthly savings')).toHaveText('$723')
  await expect(figure(section, 'Annual savings')).toHaveText('$8,676')
  await expect(figure(section, 'First-year ROI')).toHaveText('463.2%')
  await expect(figure(section, 'Payback period')).toHaveText('1.2 months')

  // The formula in words and numbers: what was multiplied by what.
  const steps = section.getByRole('list').filter({ hasText: 'Missed callers won back' }).getByRole('listitem')
  await expect(steps).toHaveText([
    /^Missed callers won back30 missed calls × 50% who would not have called back = 15 callers$/,
    /^New customers15 callers × 20% who become customers = 3 customers$/,
    /^Sales recovered3 customers × \$250 average sale = \$750$/,
    /^Staff time saved15 callbacks × 4 min ÷ 60 × \$38 an hour = \$38$/,
    /^Monthly savings\$750 \+ \$38 − \$65 running costs = \$723$/,
    /^First-year cost\$899 setup \(AI Voice Agent\) \+ 12 × \$65 running costs = \$1,679$/,
    /^First-year ROI\(12 × \(\$750 \+ \$38\) − \$1,679\) ÷ \$1,679 = 463.2%$/,
    /^Payback period\$899 setup ÷ \$723 a month = 1.2 months$/,
  ])

  // The range: the same sums with a quarter and three quarters of the missed callers lost.
  const range = section.getByRole('table', { name: 'Low, expected and high estimates' })
  await expect(range.getByRole('columnheader')).toHaveText(['Low25% lost', 'Expected50% lost', 'High75% lost'])
  await expect(range.getByRole('row', { name: /^Monthly savings/ }).getByRole('cell')).toHaveText(['$367', '$723', '$1,079'])
  await expect(range.getByRole('row', { name: /^First-year ROI/ }).getByRole('cell')).toHaveText(['208.8%', '463.2%', '717.6%'])
  await expect(range.getByRole('row', { name: /^Payback/ }).getByRole('cell')).toHaveText(['2.4 months', '1.2 months', '0.8 months'])

  // Under 1,000%: no warning, and the assumptions are listed after the chart.
  await expect(section.getByRole('heading', { name: 'This is an estimate, not a promise' })).toHaveCount(0)
  await expect(section.getByRole('heading', { name: 'Assumptions' })).toBeVisible()
  await expect(section.getByText(/^Only missed calls count\./)).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await shifts()).toEqual([])
})

test('visitor works out the ROI of a voice agent; over 1,000% it is stated plainly as an estimate with its assumptions', async ({ page }) => {
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
  await expect(figure(section, 'Monthly savings')).toHaveText('$1,493.33')
  await expect(figure(section, 'Annual savings')).toHaveText('$17,920')
  await expect(figure(section, 'First-year ROI')).toHaveText('1,013.8%')
  await expect(figure(section, 'Payback period')).toHaveText('0.6 months')
  await expect(section.getByRole('img', { name: /reaching \$17,920 by month 12, against an investment of \$899\. The investment is paid back in month 1\./ })).toBeVisible()

  const notice = section.getByRole('heading', { name: 'This is an estimate, not a promise' }).locator('..')
  await expect(notice).toContainText('A first-year return of 1,013.8% is far more than most investments make.')
  const assumptions = notice.getByRole('listitem')
  await expect(assumptions).toHaveCount(5)
  await expect(assumptions.first()).toHaveText(/^Only missed calls count\. .*we assume 50% would not have called back/)
  await expect(assumptions.last()).toHaveText(/^The setup is \$899, the one-time price of our cheapest voice agent plan \(AI Voice Agent\)\./)
  // Listed once, beside the figure they explain.
  await expect(section.getByRole('heading', { name: 'Assumptions' })).toHaveCount(0)

  await section.getByText('Show the figures as a table').click()
  await expect(section.getByRole('row', { name: /^12 \$17,920/ })).toBeVisible()
  await expectNoAxeViolations(page)

  // Changing a figure marks the shown result as out of date until the next Calculate; a lower sale value brings the
  // return under 1,000%, and the warning goes with it.
  await fillFigures(page, { 'Average sale value': '200' })
  await expect(section.getByRole('status')).toHaveText(/changed your figures/)
  await section.getByRole('button', { name: 'Calculate ROI' }).click()
  await expect(figure(section, 'Monthly savings')).toHaveText('$993.33')
  await expect(section.getByRole('status')).toHaveCount(0)
  await expect(section.getByRole('heading', { name: 'This is an estimate, not a promise' })).toHaveCount(0)
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
