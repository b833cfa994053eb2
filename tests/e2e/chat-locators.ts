import type { Page } from '@playwright/test'

/** The chat widget as a visitor finds it: by role and accessible name. */
export function chat(page: Page) {
  const panel = page.getByRole('dialog', { name: 'AI Assistant' })
  return {
    launcher: page.getByRole('button', { name: 'Open chat with our AI assistant' }),
    panel,
    log: panel.getByRole('log', { name: 'Conversation' }),
    input: panel.getByRole('textbox', { name: 'Chat message' }),
    send: panel.getByRole('button', { name: 'Send message' }),
    typing: panel.getByText('Assistant is typing'),
    popup: page.getByRole('region', { name: 'Questions about AI for your business?' }),
  }
}
