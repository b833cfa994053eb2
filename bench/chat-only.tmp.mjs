import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import pg from 'pg'
const PORT = 3470
const origin = `http://127.0.0.1:${PORT}`
const db = process.env.PGL ? undefined : `bench_chat_${Date.now()}`
if (db) { const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' }); await c.connect(); await c.query(`create database ${db}`); await c.end() }
const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: process.cwd(), env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: origin, LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', SESSION_SECRET: 'bench-session-secret-of-at-least-32-characters', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench password of some length', SKIP_BUILD: '1', ...(db ? { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}` } : { DATA_DIR: '/tmp/cb/data' + Date.now() }), REDIS_URL: process.env.NOREDIS ? '' : 'redis://127.0.0.1:6379', ...(process.env.PROF ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/cb/prof' } : {}) }, stdio: ['ignore', 'inherit', 'inherit'] })
for (;;) { try { if ((await fetch(`${origin}/api/health`)).ok) break } catch {} ; await new Promise(r => setTimeout(r, 50)) }
await fetch(`${origin}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'hi', sessionId: 'session_warmup_00000000000000000' }) })
let n = 0
const prefix = `10.${1 + Math.floor(Math.random() * 254)}`
const msg = process.env.MSG ?? 'How much does an AI voice agent cost?'
for (const connections of [10, 100]) {
  const r = await new Promise((res, rej) => autocannon({ url: `${origin}/api/chat`, connections, duration: Number(process.env.SECS ?? 10), requests: [{ method: 'POST', setupRequest(req) { n++; return { ...req, headers: { ...req.headers, 'x-forwarded-for': `${prefix}.${(n >> 8) & 255}.${n & 255}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body: JSON.stringify({ message: msg, sessionId: `session_${Date.now()}_${n.toString(36).padStart(16, '0')}` }) } } }] }, (e, x) => e ? rej(e) : res(x)))
  console.log(connections, Math.round(r.requests.average), 'req/s p50', r.latency.p50, 'p99', r.latency.p99, 'errors', r.errors + r.timeouts + r.non2xx)
}
child.kill('SIGTERM'); await new Promise(r => child.once('exit', r))
if (db) { const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' }); await c.connect(); await c.query(`drop database ${db} with (force)`); await c.end() }
