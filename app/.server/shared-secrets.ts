/**
 * Secrets shared by every instance on one database. The first instance to ask for a name generates
 * the value and stores it; every later caller (another instance, or a restart) reads the same one.
 * Two instances asking at the same moment both end up with the row that was inserted first.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from './db/client'
import { sharedSecrets } from './db/schema'

/** A random secret: 32 bytes, base64url. */
export const randomSecret = (): string => randomBytes(32).toString('base64url')

export async function getSharedSecret(
  db: Db,
  name: string,
  /** Makes the value when no instance has stored one yet (may take its time: it runs once). */
  generate: () => string | Promise<string> = randomSecret,
): Promise<string> {
  const [existing] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, name))
  if (existing) return existing.value
  await db
    .insert(sharedSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing()
  const [stored] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, name))
  if (!stored) throw new Error(`shared secret ${name} could not be stored`)
  return stored.value
}
