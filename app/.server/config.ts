/**
 * Configuration from the environment (README.md lists the variables), parsed once at start.
 *
 * Every variable is optional in embedded mode. An invalid value is reported as one line naming the
 * variable and what it expects; `loadConfig` throws `ConfigError` and the server entry exits with 1.
 */
import path from 'node:path'
import { isIP } from 'node:net'
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const rateSchema = z
  .string()
  .transform(Number)
  .pipe(z.number({ error: 'a positive number' }).positive('a positive number').max(100, 'a positive number'))

const secondsSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `a whole number of seconds from ${String(min)} to ${String(max)}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `a whole number of seconds from ${String(min)} to ${String(max)}`)

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
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'a postgres:// or postgresql:// URL' }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optionalText.pipe(z.email({ error: 'an e-mail address' }).optional()),
  ENQUIRY_TO: optionalText.pipe(z.email({ error: 'an e-mail address' }).optional()),
  AUTH_ISSUER: optionalText.pipe(z.url({ error: 'the issuer URL of an OpenID Connect provider' }).optional()),
  AUTH_CLIENT_ID: optionalText,
  AUTH_CLIENT_SECRET: optionalText,
  ADMIN_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: 'a comma-separated list of e-mail addresses' })).min(1))
      .optional(),
  ),
  ADMIN_SESSION_IDLE_MINUTES: z
    .string()
    .trim()
    .regex(/^\d+$/, 'a whole number of minutes from 1 to 1440')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1440, 'a whole number of minutes from 1 to 1440')
    .default(30),
  ADMIN_SESSION_MAX_HOURS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'a whole number of hours from 1 to 720')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 720, 'a whole number of hours from 1 to 720')
    .default(10),
  AUTH_BUILTIN_ALLOW_REMOTE: z.enum(['0', '1', ''], { error: "'1' or '0'" }).default('0'),
  HUMAN_CHECK: z.enum(['altcha', 'turnstile'], { error: "'altcha' or 'turnstile'" }).default('altcha'),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET: optionalText,
  TURNSTILE_VERIFY_URL: optionalText.pipe(z.url({ error: 'an absolute URL' }).optional()),
  RATE_AED_GBP: optionalText.pipe(rateSchema.optional()),
  RATE_AED_EUR: optionalText.pipe(rateSchema.optional()),
  MAIL_LEASE_SECONDS: optionalText.pipe(secondsSchema(2, 3600).optional()),
  MAIL_RETRY_BASE_SECONDS: optionalText.pipe(secondsSchema(1, 3600).optional()),
  NEWS_PIN_CAP: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'a whole number from 1 to 20')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 20, 'a whole number from 1 to 20')
      .optional(),
  ),
  BACKUP_AT: z
    .string()
    .trim()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, "a Dubai time of day as HH:MM (24-hour, e.g. 03:30), or 'off'")
    .default('03:30'),
  /** The key that signs snapshots (ADR 0042); unset → DATA_DIR/backup.key, made on first use. */
  BACKUP_KEY: optionalText.pipe(z.string().min(32, 'a secret of at least 32 characters (e.g. openssl rand -base64 32)').optional()),
  /** Tests only: a file holding how many milliseconds the server's clock runs ahead (see clock.ts). */
  TEST_CLOCK_FILE: optionalText,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .transform((value, ctx): TrustProxy => {
        if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? { kind: 'none' } : { kind: 'hops', hops: Number(value) }
        const addresses = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
        if (addresses.length === 0 || !addresses.every(isProxyAddress)) {
          ctx.issues.push({ code: 'custom', message: TRUST_PROXY_EXPECTED, input: value })
          return z.NEVER
        }
        return { kind: 'addresses', addresses }
      })
      .optional(),
  ),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
})

/** Who may set X-Forwarded-For: nobody (default), the nearest N proxies, or these addresses. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] }

const TRUST_PROXY_EXPECTED = 'a number of proxy hops, or a comma-separated list of addresses, CIDR ranges or loopback / linklocal / uniquelocal'

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of Express's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type Config = ReturnType<typeof buildConfig>

function buildConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR)
  const port = env.PORT
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${String(port)}`).replace(/\/+$/, '')
  if (env.HUMAN_CHECK === 'turnstile' && !(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET)) {
    throw new ConfigError('Invalid configuration: HUMAN_CHECK=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET')
  }
  if (env.AUTH_ISSUER && !(env.AUTH_CLIENT_ID && env.AUTH_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: AUTH_ISSUER needs AUTH_CLIENT_ID and AUTH_CLIENT_SECRET')
  }
  if (env.TEST_CLOCK_FILE && !isLoopbackHost(env.HOST)) {
    throw new ConfigError(
      `Invalid configuration: TEST_CLOCK_FILE moves the server's clock for tests and is accepted only on a loopback HOST, not HOST=${env.HOST}`,
    )
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
    auth: env.AUTH_ISSUER ? { issuer: env.AUTH_ISSUER, clientId: env.AUTH_CLIENT_ID ?? '', clientSecret: env.AUTH_CLIENT_SECRET ?? '' } : undefined,
    adminEmails: env.ADMIN_EMAILS ?? (env.DATABASE_URL ? [] : ['admin@example.com']),
    adminSession: {
      idleMs: env.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      maxMs: env.ADMIN_SESSION_MAX_HOURS * 3_600_000,
    },
    /** The built-in identity provider may serve beyond loopback only when this is set. */
    authBuiltinAllowRemote: env.AUTH_BUILTIN_ALLOW_REMOTE === '1',
    humanCheck: {
      provider: env.HUMAN_CHECK,
      turnstileSiteKey: env.TURNSTILE_SITE_KEY,
      turnstileSecret: env.TURNSTILE_SECRET,
      turnstileVerifyUrl: env.TURNSTILE_VERIFY_URL ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    },
    mail: {
      /** How long a mail worker holds a claimed mail without renewing (a dead instance's mail waits this long). */
      leaseSeconds: env.MAIL_LEASE_SECONDS ?? 60,
      /** First retry delay after a failed delivery; doubles per attempt, at most an hour. */
      retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS ?? 30,
    },
    /** When the daily snapshot is taken (Dubai time), or null: no daily snapshot (ADR 0039). */
    /** BACKUP_KEY: signs snapshots and checks them on restore; undefined → DATA_DIR/backup.key. */
    backupKey: env.BACKUP_KEY,
    backupAt: env.BACKUP_AT === 'off' ? null : { hour: Number(env.BACKUP_AT.slice(0, 2)), minute: Number(env.BACKUP_AT.slice(3, 5)) },
    /** How many pinned news items may be live at one time (the desk refuses one more). */
    newsPinCap: env.NEWS_PIN_CAP ?? 2,
    rates: { gbp: env.RATE_AED_GBP ?? 0.216, eur: env.RATE_AED_EUR ?? 0.251 },
    trustProxy: env.TRUST_PROXY ?? { kind: 'none' },
    logLevel: env.LOG_LEVEL,
    testClockFile: env.TEST_CLOCK_FILE,
    isProduction: env.NODE_ENV === 'production',
  }
}

/** Whether `host` is this machine only (the built-in provider and the test clock are for it alone). */
export function isLoopbackHost(host: string): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host.toLowerCase()) || host.startsWith('127.')
}

/** Parse the environment. Throws ConfigError with one line naming the first invalid variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    const shown = /SECRET/.test(name) ? '(hidden)' : JSON.stringify(redactPassword(source[name] ?? ''))
    throw new ConfigError(`Invalid configuration: ${name}=${shown} is not valid; expected ${issue?.message ?? 'a valid value'}`)
  }
  return buildConfig(parsed.data)
}

/** Hide the password of a URL such as postgres://user:pass@host/db before printing it. */
function redactPassword(value: string): string {
  return value.replace(/^([a-z]+:\/\/[^:/@]+:)[^@]*@/i, '$1***@')
}
