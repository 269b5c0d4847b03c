/** WonderCart items: normalisation and de-duplication. */
import { cutToCharacters, dropLoneSurrogates } from '../../lib/safe-text'
import { serviceQuestions, type ServiceQuestion } from '../catalog/service-questions'

/** An item, with the questions its product asks in the enquiry form (none for an item known by name only). */
export type CartItem = { id: string; name: string; asks?: readonly ServiceQuestion[] }

const isQuestion = (value: unknown): value is ServiceQuestion => (serviceQuestions as readonly unknown[]).includes(value)

const ID_MAX = 60
const NAME_ID_PREFIX = 'name:'

/**
 * An id from a name alone = 'name:' + lowercased name, whitespace → '-', cut to 60 characters
 * (code points, so an emoji is never split in half).
 */
export function idFromName(name: string): string {
  return cutToCharacters(`${NAME_ID_PREFIX}${name.trim().toLowerCase().replace(/\s+/g, '-')}`, ID_MAX)
}

/**
 * The id as the server accepts it. Carts saved before ids were cut by characters may hold one cut
 * halfway through an emoji, or longer than 60 characters: a name id is derived again from the name,
 * a product id keeps its whole characters, up to 60.
 */
function repairId(id: string, name: string): string {
  const whole = dropLoneSurrogates(id)
  if (whole === id && Array.from(id).length <= ID_MAX) return id
  if (id.startsWith(NAME_ID_PREFIX) && name) return idFromName(name)
  const cut = cutToCharacters(whole, ID_MAX).trim()
  return cut || (name ? idFromName(name) : '')
}

function fromObject(value: Record<string, unknown>): CartItem | undefined {
  const rawName = typeof value.name === 'string' ? value.name : typeof value.title === 'string' ? value.title : ''
  const name = dropLoneSurrogates(rawName).trim()
  const rawId = typeof value.id === 'string' ? value.id.trim() : ''
  const id = rawId ? repairId(rawId, name) : ''
  if (!name && !id) return undefined
  const asks = Array.isArray(value.asks) ? [...new Set(value.asks.filter(isQuestion))] : []
  return { id: id || idFromName(name), name: name || id, ...(asks.length > 0 ? { asks } : {}) }
}

/** Items may arrive as objects, JSON strings or plain strings; anything else is dropped. */
export function normalizeCartItem(input: unknown): CartItem | undefined {
  if (typeof input === 'string') {
    const text = input.trim()
    if (!text) return undefined
    if (text.startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(text)
        if (typeof parsed === 'object' && parsed !== null) return fromObject(parsed as Record<string, unknown>)
      } catch {
        // Not JSON after all: treat it as a name.
      }
    }
    return { id: idFromName(text), name: text }
  }
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    return fromObject(input as Record<string, unknown>)
  }
  return undefined
}

/** Same id, or same name compared case-insensitively. */
export function isInCart(items: readonly CartItem[], item: CartItem): boolean {
  const name = item.name.toLowerCase()
  return items.some((existing) => existing.id === item.id || existing.name.toLowerCase() === name)
}
