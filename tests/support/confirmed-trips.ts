/**
 * A DATA_DIR whose embedded database already holds Chinese visitors' confirmed enquiries with
 * their trips on one day, filled before a desk server opens it (one process at a time): for the
 * browser tests of the reconfirmations, the day sheet and the desk's Chinese. Every trip picks up
 * at Atlantis The Palm, two adults and a child, with a child seat asked for.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { enquiries, trips } from '../../app/.server/db/schema'

const DAY_MS = 24 * 3_600_000

/** Tomorrow's date in Dubai (UTC+4 all year). */
export function dubaiTomorrow(now = Date.now()): string {
  return new Date(now + 4 * 3_600_000 + DAY_MS).toISOString().slice(0, 10)
}

export type VisitorWithTrips = {
  reference: string
  name: string
  phone: string
  items?: { id: string; title: string }[]
  message?: string
  trips: { service: string; pickupTime: string; vehicle: string }[]
}

/** A new DATA_DIR holding `visitors`' confirmed enquiries and their trips on `day`; the enquiries' ids in order. */
export async function dataDirWithTrips(prefix: string, day: string, visitors: readonly VisitorWithTrips[]): Promise<{ dataDir: string; enquiryIds: number[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix))
  const database = await openDatabase({ dir: path.join(dataDir, 'db'), statementTimeoutMs: 120_000 })
  const enquiryIds: number[] = []
  try {
    await migrateDatabase(database)
    for (const visitor of visitors) {
      const [row] = await database.db
        .insert(enquiries)
        .values({
          reference: visitor.reference,
          lang: 'zh',
          items: visitor.items ?? [],
          name: visitor.name,
          email: `${visitor.reference.toLowerCase()}@example.com`,
          phone: visitor.phone,
          travelDate: day,
          message: visitor.message ?? '想订两个行程',
          status: 'confirmed',
        })
        .returning({ id: enquiries.id })
      if (!row) throw new Error(`no enquiry row for ${visitor.reference}`)
      enquiryIds.push(row.id)
      for (const trip of visitor.trips) {
        await database.db.insert(trips).values({
          enquiryId: row.id,
          service: trip.service,
          serviceDate: day,
          pickupTime: trip.pickupTime,
          pickupPlace: 'Atlantis The Palm',
          adults: 2,
          children: 1,
          vehicle: trip.vehicle,
          driverNotes: '需要儿童座椅',
        })
      }
    }
  } finally {
    await database.close()
  }
  return { dataDir, enquiryIds }
}
