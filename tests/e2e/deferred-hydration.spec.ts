import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/*
 * The home page's sections below the first screen hydrate when they near the viewport or the page is first touched
 * (app/lib/deferred-hydration.tsx): their code is not part of the page's load. Every other browser test asks for
 * them at once (waitForHydration); this one watches them wait.
 */

/** The script files the page has requested so far, by name. */
function scriptsRequested(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) names.push(request.url().split('/').pop()!)
  })
  return names
}

test('the sections below the first screen load their code only when the visitor comes near', { tag: '@phone' }, async ({ page }) => {
  const scripts = scriptsRequested(page)
  await page.goto('/')
  await page.waitForLoadState('load')
  await page.waitForTimeout(1_000)
  // Server-rendered in full: the pricing plans and the contact form are on the page before their code is.
  await expect(page.locator('#pricing').getByRole('heading').first()).toBeAttached()
  await expect(page.locator('#contact-form').getByLabel('Full Name')).toBeAttached()
  expect(scripts.filter((name) => /^(pricing-section|home-contact)-/.test(name))).toEqual([])

  await page.locator('#pricing').scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.some((name) => name.startsWith('pricing-section-'))).toBe(true)
  expect(scripts.some((name) => name.startsWith('home-contact-'))).toBe(false)
})

test('typing into the contact form before its code arrives: the text stays, and it is sent with JavaScript', async ({ page }, testInfo) => {
  const scripts = scriptsRequested(page)
  await page.goto('/')
  await page.waitForLoadState('load')
  const form = page.locator('#contact-form')
  // The first focus asks for the section's code; the typing goes on in the server's HTML meanwhile.
  await form.getByLabel('Full Name').fill('Priya Nair')
  await form.getByLabel('Email Address').fill(`deferred.${testInfo.project.name}@example.com.au`)
  await form.getByLabel('Message').fill('We would like an AI receptionist, typed before the form was hydrated.')
  await expect.poll(() => scripts.some((name) => name.startsWith('home-contact-'))).toBe(true)
  await expect(form.getByLabel('Full Name')).toHaveValue('Priya Nair')
  await expect(form.getByLabel('Message')).toHaveValue('We would like an AI receptionist, typed before the form was hydrated.')
  // Past the forms' 2-second time trap, as a person would be.
  await page.waitForTimeout(2_000)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Message Sent!')).toBeVisible()
  // Sent by React Router's fetcher, not as a page the browser posted itself.
  expect(page.url()).not.toContain('sent=1')
})
