import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { clientRootFiles } from './static-assets.ts'

let folder: string
let server: Server | undefined
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'client-root-'))
  writeFileSync(path.join(folder, 'favicon.svg'), '<svg/>')
  mkdirSync(path.join(folder, 'demo-screenshots'))
  writeFileSync(path.join(folder, 'demo-screenshots', 'florist.svg'), '<svg id="florist"/>')
})
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
  rmSync(folder, { recursive: true, force: true })
})

/** The client build's files, then a page handler for everything else, as app.ts mounts them. */
async function site(): Promise<string> {
  const app = express()
  app.use(clientRootFiles(folder, { maxAge: '1h', index: false }))
  app.use((req, res) => void res.type('text/plain').send(`page ${req.path}`))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server!.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('the client build’s files beside the pages', () => {
  test('a file of the build is served, in a folder too, with its cache lifetime', async () => {
    const origin = await site()
    const favicon = await fetch(`${origin}/favicon.svg`)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await favicon.text()).toBe('<svg/>')
    expect(await (await fetch(`${origin}/demo-screenshots/florist.svg`)).text()).toBe('<svg id="florist"/>')
    expect(await (await fetch(`${origin}/favicon%2Esvg`)).text()).toBe('<svg/>')
  })

  test('pages, and missing files under a folder of the build, go on to the pages', async () => {
    const origin = await site()
    expect(await (await fetch(`${origin}/`)).text()).toBe('page /')
    expect(await (await fetch(`${origin}/pricing`)).text()).toBe('page /pricing')
    expect(await (await fetch(`${origin}/demo-screenshots/missing.svg`)).text()).toBe('page /demo-screenshots/missing.svg')
    expect(await (await fetch(`${origin}/demo-screenshots/`)).text()).toBe('page /demo-screenshots/')
  })

  test('a name the folder did not hold at start is a page path: the build does not change while served', async () => {
    const origin = await site()
    writeFileSync(path.join(folder, 'later.txt'), 'later')
    expect(await (await fetch(`${origin}/later.txt`)).text()).toBe('page /later.txt')
  })
})
