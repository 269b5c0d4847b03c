/**
 * Trips and status history for the speed checks of the dashboard and the day-of-travel lists, on top
 * of `seedEnquiries` (scripts/seed-enquiries.ts):
 * - status history as a busy desk leaves it: every answered enquiry went new → replied, the quoted
 *   and confirmed ones on to quoted (and confirmed), half the closed ones were quoted first;
 * - `count` trips (default 20,000) from the confirmed enquiries, each one of its enquiry's catalog
 *   services, on Dubai dates spread over 60 days either side of `around`, with pickups, people and
 *   prices; one in twenty cancelled.
 * Written by a few INSERT … SELECT statements, so seeding stays quick on PGlite. Deterministic.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../app/.server/db/client'
import { dubaiDay } from '../app/lib/dubai-time'

export async function seedStatusHistory(database: Database): Promise<void> {
  const { db } = database
  const step = (fromStatus: string, toStatus: string, where: string, hours: number) =>
    db.execute(sql`insert into enquiry_status_history (enquiry_id, actor, at, from_status, to_status)
      select e.id, 'agent@example.com', e.created_at + make_interval(hours => ${hours}), ${fromStatus}, ${toStatus}
      from enquiries e where ${sql.raw(where)}`)
  await step('new', 'replied', `e.status in ('replied', 'awaiting_visitor', 'quoted', 'confirmed', 'closed')`, 20)
  await step('replied', 'awaiting_visitor', `e.status = 'awaiting_visitor'`, 21)
  await step('replied', 'quoted', `e.status in ('quoted', 'confirmed') or (e.status = 'closed' and e.id % 2 = 0)`, 30)
  await step('quoted', 'confirmed', `e.status = 'confirmed'`, 50)
  await step('quoted', 'closed', `e.status = 'closed' and e.id % 2 = 0`, 60)
  await step('replied', 'closed', `e.status = 'closed' and e.id % 2 = 1`, 60)
  await db.execute(sql`analyze enquiry_status_history`)
}

export async function seedTrips(database: Database, options: { count: number; around?: Date }): Promise<void> {
  const today = dubaiDay(options.around ?? new Date())
  await database.db.execute(sql`with confirmed as (
      select e.id, e.items, row_number() over (order by e.id) as n, count(*) over () as total
      from enquiries e where e.status = 'confirmed'
    ), plan as (
      select g, c.id as enquiry_id, c.items -> (g % jsonb_array_length(c.items)) as item
      from generate_series(0, ${options.count - 1}) g
      join confirmed c on c.n = (g % c.total) + 1
    )
    insert into trips (enquiry_id, item_id, service, service_date, pickup_time, pickup_place, adults, children, vehicle, price_aed, driver_notes, status)
    select p.enquiry_id, p.item ->> 'id', p.item ->> 'title',
      to_char(${today}::date + ((g * 7919) % 121 - 60), 'YYYY-MM-DD'),
      case when g % 10 = 0 then null else lpad(((6 + g % 14))::text, 2, '0') || ':' || (case when g % 2 = 0 then '00' else '30' end) end,
      (array['Atlantis The Palm', 'JW Marriott Marquis', 'Rove Downtown', 'Hilton Dubai Creek', 'Address Dubai Marina'])[1 + g % 5],
      1 + g % 4, case when g % 3 = 0 then 1 + g % 2 else 0 end,
      (array['Sedan', 'SUV', 'Van', 'Land Cruiser'])[1 + g % 4],
      150 + (g % 20) * 25,
      case when g % 7 = 0 then 'Child seat' else '' end,
      case when g % 20 = 0 then 'cancelled' else 'planned' end
    from plan p`)
  await database.db.execute(sql`analyze trips`)
}
