/**
 * Who a request comes from, for limits: the client address, IPv6 grouped by its /64 (one household,
 * phone or server usually holds a whole /64, so single addresses inside it are free to rotate), IPv4
 * as is. The key is hashed with a pepper shared by every instance (in the database), so the limit
 * table and the enquiries never hold a raw address and the hash cannot be reversed by trying all
 * IPv4 addresses without the pepper.
 */
import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { Db } from '../db/client'
import { getSharedSecret } from '../shared-secrets'

/** The first four groups of an IPv6 address (its /64), IPv4 (also IPv4-mapped IPv6) as is. */
export function addressGroup(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : []
  // An embedded IPv4 tail takes two groups; only the first four groups matter here.
  const rightCount = right.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0)
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - rightCount)).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? g : parseInt(g || '0', 16).toString(16)))
    .join(':')}::/64`
}

const cached = new WeakMap<Db, Map<string, Promise<string>>>()

/**
 * A shared secret read once per process and database. A failed read is not kept, so the next
 * request asks again (the database may just have been away).
 */
export function sharedSecretOnce(db: Db, name: string): Promise<string> {
  let byName = cached.get(db)
  if (!byName) cached.set(db, (byName = new Map<string, Promise<string>>()))
  let secret = byName.get(name)
  if (!secret) {
    secret = getSharedSecret(db, name)
    byName.set(name, secret)
    secret.catch(() => byName.delete(name))
  }
  return secret
}

/** The hashed limit key of a client address (its /64 for IPv6). */
export async function clientKey(db: Db, ip: string): Promise<string> {
  const pepper = await sharedSecretOnce(db, 'ip-hash-pepper')
  return createHash('sha256')
    .update(`${pepper}:${addressGroup(ip)}`)
    .digest('hex')
    .slice(0, 32)
}
