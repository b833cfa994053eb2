// The production server bundle's entry (vite.config.ts). It only loads the server, so the modules the server shares
// with the app and the pages land in chunks of their own, not in this file: the API tests import the built app and
// pages (found by Vite's manifest) without starting a server.
await import('./main.ts')

export {}
