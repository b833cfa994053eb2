// `npm start`: build the site when the build is missing or older than the sources, then serve it.
// Works right after `npm install` on a fresh clone.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildWhenStale } from './build-freshness.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverEntry = path.join(root, 'build/server/index.js')

if (process.env.SKIP_BUILD !== '1' && !buildWhenStale(root)) process.exit(1)

// React renders several times faster in production mode; set before the bundle loads React.
process.env.NODE_ENV ??= 'production'
await import(serverEntry)
