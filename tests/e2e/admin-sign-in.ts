import type { Page } from '@playwright/test'
import { E2E_ADMIN } from '../support/e2e-admin'
import { expect, waitForHydration } from './fixtures'

export { E2E_ADMIN }

/** Fills and sends the /admin/login form. */
export async function fillLogin(page: Page, email: string, password: string) {
  const form = page.locator('form')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in as the e2e admin from the login page and waits for the hydrated dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login')
  await waitForHydration(page)
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await waitForHydration(page)
}
