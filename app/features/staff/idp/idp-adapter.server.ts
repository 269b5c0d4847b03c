/** oidc-provider's storage in our database (table oidc_store), so every instance and restart agree. */
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Clock } from '../../../.server/clock'
import type { Db } from '../../../.server/db/client'
import { oidcStore } from '../../../.server/db/schema'

/**
 * Expiry is written and compared on the server's clock (a test's moved clock ends the provider's
 * interactions and grants with the desk's sessions); oidc-provider still checks its own `exp` claims
 * on the real clock, so a row never outlives what the provider would accept.
 */
export function createDbAdapter(db: Db, clock: Clock) {
  return (model: string): Adapter => {
    const live = (where: ReturnType<typeof eq>) => and(eq(oidcStore.model, model), where, or(isNull(oidcStore.expiresAt), gt(oidcStore.expiresAt, clock.now())))
    const first = async (where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> => {
      const [row] = await db.select().from(oidcStore).where(live(where))
      if (!row) return undefined
      const payload = row.payload as AdapterPayload
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload
    }
    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          model,
          id,
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(clock.now().getTime() + expiresIn * 1000) : null,
        }
        await db
          .insert(oidcStore)
          .values(values)
          .onConflictDoUpdate({ target: [oidcStore.model, oidcStore.id], set: { ...values, consumedAt: null } })
      },
      find: (id) => first(eq(oidcStore.id, id)),
      findByUid: (uid) => first(eq(oidcStore.uid, uid)),
      findByUserCode: (userCode) => first(eq(oidcStore.userCode, userCode)),
      async consume(id) {
        await db
          .update(oidcStore)
          .set({ consumedAt: clock.now() })
          .where(and(eq(oidcStore.model, model), eq(oidcStore.id, id)))
      },
      async destroy(id) {
        await db.delete(oidcStore).where(and(eq(oidcStore.model, model), eq(oidcStore.id, id)))
      },
      async revokeByGrantId(grantId) {
        await db.delete(oidcStore).where(eq(oidcStore.grantId, grantId))
      },
    }
  }
}

export async function purgeOidcStore(db: Db, now: Date): Promise<void> {
  await db.delete(oidcStore).where(lt(oidcStore.expiresAt, now))
}
