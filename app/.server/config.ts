/**
 * Configuration from the environment (DESIGN §3), parsed once at start.
 *
 * Every variable is optional in embedded mode. An invalid value is reported as one line naming the
 * variable and what it expects; `loadConfig` throws `ConfigError` and the server entry exits with 1.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const rateSchema = z.string().transform(Number).pipe(z.number({ error: 'a positive number' }).positive('a positive number').max(100, 'a positive number'))

const envSchema = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'a port number from 0 to 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'a port number from 0 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'an absolute http(s) URL' }).optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'a postgres:// or postgresql:// URL' }).optional(),
  ),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optionalText.pipe(z.email({ error: 'an e-mail address' }).optional()),
  ENQUIRY_TO: optionalText.pipe(z.email({ error: 'an e-mail address' }).optional()),
  AUTH_ISSUER: optionalText.pipe(z.url({ error: 'the issuer URL of an OpenID Connect provider' }).optional()),
  AUTH_CLIENT_ID: optionalText,
  AUTH_CLIENT_SECRET: optionalText,
  ADMIN_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.email({ error: 'a comma-separated list of e-mail addresses' })).min(1))
      .optional(),
  ),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
  HUMAN_CHECK: z.enum(['altcha', 'turnstile'], { error: "'altcha' or 'turnstile'" }).default('altcha'),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET: optionalText,
  TURNSTILE_VERIFY_URL: optionalText.pipe(z.url({ error: 'an absolute URL' }).optional()),
  RATE_AED_GBP: optionalText.pipe(rateSchema.optional()),
  RATE_AED_EUR: optionalText.pipe(rateSchema.optional()),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
})

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type Config = ReturnType<typeof buildConfig>

function buildConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR)
  const port = env.PORT
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${String(port)}`).replace(/\/+$/, '')
  if (env.HUMAN_CHECK === 'turnstile' && !(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: HUMAN_CHECK=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET',
    )
  }
  if (env.AUTH_ISSUER && !(env.AUTH_CLIENT_ID && env.AUTH_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: AUTH_ISSUER needs AUTH_CLIENT_ID and AUTH_CLIENT_SECRET')
  }
  const siteHost = new URL(publicUrl).hostname
  return {
    port,
    host: env.HOST,
    publicUrl,
    isHttps: publicUrl.startsWith('https:'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `no-reply@${siteHost === 'localhost' ? 'wanderwonderworlddubai.com' : siteHost}`,
    enquiryTo: env.ENQUIRY_TO,
    auth: env.AUTH_ISSUER
      ? { issuer: env.AUTH_ISSUER, clientId: env.AUTH_CLIENT_ID ?? '', clientSecret: env.AUTH_CLIENT_SECRET ?? '' }
      : undefined,
    adminEmails: env.ADMIN_EMAILS ?? (env.DATABASE_URL ? [] : ['admin@example.com']),
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(dataDir, 'session-secret'),
    humanCheck: {
      provider: env.HUMAN_CHECK,
      turnstileSiteKey: env.TURNSTILE_SITE_KEY,
      turnstileSecret: env.TURNSTILE_SECRET,
      turnstileVerifyUrl: env.TURNSTILE_VERIFY_URL ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      hmacSecret: readOrCreateSecret(dataDir, 'human-check-secret'),
    },
    rates: { gbp: env.RATE_AED_GBP ?? 0.216, eur: env.RATE_AED_EUR ?? 0.251 },
    logLevel: env.LOG_LEVEL,
    isProduction: env.NODE_ENV === 'production',
  }
}

/** Parse the environment. Throws ConfigError with one line naming the first invalid variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    const shown = /SECRET/.test(name) ? '(hidden)' : JSON.stringify(redactPassword(source[name] ?? ''))
    throw new ConfigError(
      `Invalid configuration: ${name}=${shown} is not valid; expected ${issue?.message ?? 'a valid value'}`,
    )
  }
  return buildConfig(parsed.data)
}

/** Hide the password of a URL such as postgres://user:pass@host/db before printing it. */
function redactPassword(value: string): string {
  return value.replace(/^([a-z]+:\/\/[^:/@]+:)[^@]*@/i, '$1***@')
}

/**
 * A secret kept in DATA_DIR: generated once with file mode 0600 and reused on the next start, so
 * sessions and signed challenges survive restarts in embedded mode.
 */
function readOrCreateSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets')
  const file = path.join(dir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return secret
}

let current: Config | undefined
/** The process configuration, parsed on first use. */
export function getConfig(): Config {
  current ??= loadConfig()
  return current
}
/** Tests and the server entry set the configuration explicitly. */
export function setConfig(config: Config): void {
  current = config
}
