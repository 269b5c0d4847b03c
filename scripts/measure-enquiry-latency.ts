/**
 * Submit latency of POST /api/enquiries on the built production server: 200 sequential enquiries,
 * on embedded PGlite and (with TEST_DATABASE_URL) on PostgreSQL. The human check is Turnstile
 * against a local siteverify stand-in, so the figures measure our pipeline (validation, rate limits,
 * transaction with outbox rows), not proof-of-work solving in a browser.
 *   npm run build && node --import tsx scripts/measure-enquiry-latency.ts
 */
import { randomBytes } from 'node:crypto'
import { createPostgresDatabase } from '../tests/support/databases'
import { validPayload } from '../tests/support/enquiry-harness'
import { FAKE_TURNSTILE_SECRET, startFakeTurnstile } from '../tests/support/fake-turnstile'
import { startServerProcess } from '../tests/support/server-process'

const COUNT = Number(process.env.COUNT ?? 200)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function measure(label: string, databaseUrl?: string) {
  const fake = await startFakeTurnstile()
  const server = await startServerProcess({
    env: {
      HUMAN_CHECK: 'turnstile',
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_SECRET: FAKE_TURNSTILE_SECRET,
      TURNSTILE_VERIFY_URL: fake.url,
      // Each simulated visitor has its own address, told by the load generator on loopback.
      TRUST_PROXY: 'loopback',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  })
  const times: number[] = []
  let failures = 0
  for (let i = 0; i < COUNT; i += 1) {
    const started = performance.now()
    const response = await fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${String(i >> 8)}.${String(i & 255)}.1` },
      body: JSON.stringify({ payload: validPayload(), token: `pass-${String(i)}`, idempotencyKey: `measure-${String(i)}-${randomBytes(4).toString('hex')}` }),
    })
    await response.arrayBuffer()
    times.push(performance.now() - started)
    if (response.status !== 201) failures += 1
  }
  await server.stop()
  await fake.close()
  const sorted = [...times].sort((a, b) => a - b)
  const fmt = (n: number) => `${n.toFixed(1)} ms`
  process.stdout.write(
    `${label.padEnd(10)} n=${String(COUNT)} p50=${fmt(percentile(sorted, 50))} p95=${fmt(percentile(sorted, 95))} p99=${fmt(percentile(sorted, 99))} max=${fmt(sorted.at(-1) ?? 0)} non-201=${String(failures)}\n`,
  )
}

await measure('PGlite')
if (process.env.TEST_DATABASE_URL) {
  const { url, drop } = await createPostgresDatabase()
  try {
    await measure('PostgreSQL', url)
  } finally {
    await drop()
  }
}
