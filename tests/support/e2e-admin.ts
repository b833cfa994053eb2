/** The admin the e2e server creates at start (ADMIN_EMAIL and ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e admin password 2026' }
