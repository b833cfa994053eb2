import path from 'node:path'
import { z } from 'zod'
import { projectRoot } from './paths.ts'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes')

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: optionalText,
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.url().optional(),
  CHAT_MODEL: optionalText,
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: optionalText,
  NOTIFY_EMAIL: z.email().optional(),
  TRUST_PROXY: optionalText,
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: flag,
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8_000).default(3_000),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  FORM_TIME_TRAP_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
})

export type Config = ReturnType<typeof parseConfig>

/** Reads the environment once at start; a bad value stops the process with a message naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = environmentSchema.safeParse(blankless)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  const e = parsed.data
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid environment:\n  ADMIN_EMAIL, ADMIN_PASSWORD: set both (the admin account to create or update at start) or neither')
  }
  const port = e.PORT
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port,
    host: e.HOST,
    publicUrl,
    // Set: its origin alone names the site for the cross-site check (architecture: security); unset, the request's host counts too.
    publicUrlSet: e.PUBLIC_URL !== undefined,
    secureCookies: publicUrl.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(projectRoot, e.DATA_DIR ?? 'data'),
    sessionSecret: e.SESSION_SECRET,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    // Either a key (OpenAI and hosted services) or a base URL (a local Ollama, vLLM or llama.cpp) turns the AI service on.
    openai:
      e.OPENAI_API_KEY || e.OPENAI_BASE_URL
        ? { apiKey: e.OPENAI_API_KEY ?? 'not-needed', baseUrl: e.OPENAI_BASE_URL, model: e.CHAT_MODEL ?? 'gpt-4o-mini', timeoutMs: e.CHAT_TIMEOUT_MS }
        : undefined,
    // Queued emails are sent in rounds this far apart.
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Melbourne AI Solutions <hello@melbourneai.com.au>', notifyEmail: e.NOTIFY_EMAIL, deliveryIntervalMs: e.OUTBOX_INTERVAL_MS },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    // On SIGTERM /api/ready answers 503 for this long before the listener closes, so a load balancer's health check
    // sees it and sends no new requests here; requests that still come are answered as usual.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    // GET /metrics answers only with this bearer token, and is absent (404) without one.
    metricsToken: e.METRICS_TOKEN,
    // The public forms' time trap: a form sent sooner after it was shown is kept as spam (architecture decision 10).
    formTimeTrapMs: e.FORM_TIME_TRAP_MS,
    // Tests start with an empty database; everyone else gets the seeded content.
    seed: env.SEED === undefined ? true : e.SEED,
  }
}

/** Express's trust proxy setting: off unless set, a hop count when numeric, else a list of addresses or subnets. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false
  if (value === 'true') return true
  const hops = Number(value)
  return Number.isInteger(hops) ? hops : value
}
