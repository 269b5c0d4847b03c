/**
 * Fill a database with realistic English and Chinese enquiries, fast, for the inbox's speed checks:
 *   node --import tsx scripts/seed-enquiries.ts [count]        (default 100000)
 * Uses DATABASE_URL (PostgreSQL) when set, otherwise the embedded database in DATA_DIR (./data).
 * Rows are written in batches of 2,000 per statement; statuses, answers, pauses and a few failed
 * mails are spread as on a busy desk. Deterministic: the same count gives the same rows.
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../app/.server/db/client'
import { migrateDatabase } from '../app/.server/db/migrate'
import { defaultCalendar, replyDueAt } from '../app/features/reply-clock/reply-clock'

const BATCH = 2000

const enItems = [
  { id: 'transfer-airport', title: 'Airport transfer' },
  { id: 'safari-sunset', title: 'Sunset Dunes Safari' },
  { id: 'cruise-lotus', title: 'Lotus Mega Yacht Dinner' },
  { id: 'city-abu-dhabi', title: 'Abu Dhabi city tour' },
  { id: 'city-musandam', title: 'Musandam day trip' },
]
const zhItems = [
  { id: 'transfer-airport', title: '机场接送' },
  { id: 'safari-sunset', title: '日落沙漠冲沙' },
  { id: 'cruise-lotus', title: '莲花号游艇晚餐' },
  { id: 'city-abu-dhabi', title: '阿布扎比一日游' },
  { id: 'city-musandam', title: '穆桑达姆一日游' },
]
const enNames = ['Anna Smith', 'James Brown', 'Maria Garcia', 'Oliver Jones', 'Sophie Martin', 'Ahmed Khan', 'Emma Wilson', 'Lucas Müller']
const zhNames = ['李伟', '王芳', '张敏', '刘洋', '陈静', '杨磊', '赵丽', '黄杰']
const enMessages = [
  'We are a family of four arriving late at night. Could you meet us at the airport?',
  'Is the desert safari suitable for young children? We would like the evening option.',
  'Please hold two seats on the dinner cruise; we are celebrating an anniversary.',
  'Can the driver wait at the hotel while we visit the mosque? We need a child seat.',
  'What is the price for six adults in a van, including the return trip?',
]
const zhMessages = [
  '我们一家四口深夜抵达，请问可以安排机场接机吗？',
  '沙漠冲沙适合带小孩吗？我们想参加傍晚的行程。',
  '请帮我们预留两个游艇晚餐的位置，我们是来庆祝结婚纪念日的。',
  '司机可以在酒店等我们参观清真寺吗？需要一个儿童座椅。',
  '六位成人乘坐商务车往返，请问价格是多少？',
]
const statuses = ['new', 'new', 'replied', 'replied', 'awaiting_visitor', 'quoted', 'confirmed', 'closed', 'spam'] as const

/** A small deterministic generator (mulberry32), so seeded data is reproducible. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type SeedOptions = { count: number; /** newest enquiry's time */ until?: Date; onProgress?: (done: number) => void }

/** Insert `count` enquiries (and a failed mail for about one in 200). Returns the time it took. */
export async function seedEnquiries(database: Database, options: SeedOptions): Promise<{ ms: number }> {
  const started = performance.now()
  const next = random(15)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const until = (options.until ?? new Date()).getTime()
  // Spread over two years, oldest first.
  const spanMs = 2 * 365 * 24 * 3600_000
  const [{ start } = { start: 0 }] = await database.rows<{ start: number }>(sql`select coalesce(max(id), 0)::int as start from enquiries`)
  // Building the search index once at the end is far faster than updating it row by row.
  await database.db.execute(sql`drop index if exists enquiries_search_grams_idx`)
  for (let offset = 0; offset < options.count; offset += BATCH) {
    const rows = []
    const size = Math.min(BATCH, options.count - offset)
    for (let i = 0; i < size; i++) {
      const n = start + offset + i + 1
      const zh = next() < 0.45
      const createdAt = new Date(until - spanMs + Math.floor(((offset + i) / options.count) * spanMs) + Math.floor(next() * 60_000))
      const status = pick(statuses)
      const itemCount = 1 + Math.floor(next() * 3)
      const items = Array.from({ length: itemCount }, () => pick(zh ? zhItems : enItems))
      const name = pick(zh ? zhNames : enNames)
      const answered = status !== 'new' && status !== 'spam' && status !== 'awaiting_visitor'
      const due = status === 'spam' ? null : replyDueAt({ submittedAt: createdAt, pauses: [] }, defaultCalendar, createdAt)
      rows.push({
        reference: `E-${String(createdAt.getUTCFullYear())}-${String(n).padStart(6, '0')}`,
        lang: zh ? 'zh' : 'en',
        items,
        name,
        email: `${zh ? 'guest' : (name.split(' ')[0]?.toLowerCase() ?? 'guest')}.${String(n)}@example.${zh ? 'cn' : 'com'}`,
        phone: zh ? `+86 138${String(10_000_000 + n).slice(-8)}` : `+44 7700${String(100_000 + (n % 900_000)).slice(-6)}`,
        travel_date: new Date(createdAt.getTime() + (7 + Math.floor(next() * 60)) * 86_400_000).toISOString().slice(0, 10),
        message: `${pick(zh ? zhMessages : enMessages)} ${zh ? '谢谢！' : 'Thank you!'}`,
        status,
        created_at: createdAt.toISOString(),
        reply_due_at: due?.toISOString() ?? null,
        answered_at: answered ? new Date(createdAt.getTime() + Math.floor(next() * 5 * 86_400_000)).toISOString() : null,
        failed: next() < 0.005,
      })
    }
    await database.db.execute(sql`with data as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(reference text, lang text, items jsonb, name text, email text,
          phone text, travel_date text, message text, status text, created_at timestamptz, reply_due_at timestamptz, answered_at timestamptz, failed boolean)
      ), inserted as (
        insert into enquiries (reference, lang, items, name, email, phone, travel_date, message, status, created_at, reply_due_at, answered_at)
        select reference, lang, items, name, email, phone, travel_date, message, status, created_at, reply_due_at, answered_at from data
        returning id, reference
      )
      insert into mail_outbox ("to", subject, text, status, attempts, last_error, enquiry_id, kind)
      select array[d.email], 'Enquiry ' || d.reference, 'x', 'ERROR', 5, '550 mailbox unavailable', i.id, 'operator'
      from inserted i join data d using (reference) where d.failed`)
    options.onProgress?.(offset + size)
  }
  await database.db.execute(sql`create index enquiries_search_grams_idx on enquiries using gin (inbox_grams(search_text))`)
  await database.db.execute(sql`analyze enquiries`)
  await database.db.execute(sql`analyze mail_outbox`)
  return { ms: performance.now() - started }
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 100_000)
  if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed-enquiries.ts [count]')
  const url = process.env.DATABASE_URL
  // Bulk inserts and the search index rebuild run longer than a request's statement limit.
  const statementTimeoutMs = 10 * 60_000
  const database = await openDatabase(
    url ? { url, statementTimeoutMs } : { dir: path.join(path.resolve(process.env.DATA_DIR ?? 'data'), 'db'), statementTimeoutMs },
  )
  try {
    await migrateDatabase(database)
    const { ms } = await seedEnquiries(database, {
      count,
      onProgress: (done) => process.stdout.write(`\r${String(done)} / ${String(count)}`),
    })
    process.stdout.write(`\nseeded ${String(count)} enquiries in ${(ms / 1000).toFixed(1)} s\n`)
  } finally {
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main()
