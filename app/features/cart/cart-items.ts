/** WonderCart items: normalisation and de-duplication (spec §3–§4). */
export type CartItem = { id: string; name: string }

/** Spec §3: id from a name alone = 'name:' + lowercased name, whitespace → '-', cut to 60 characters. */
export function idFromName(name: string): string {
  return `name:${name.trim().toLowerCase().replace(/\s+/g, '-')}`.slice(0, 60)
}

function fromObject(value: Record<string, unknown>): CartItem | undefined {
  const name = typeof value.name === 'string' ? value.name.trim() : typeof value.title === 'string' ? value.title.trim() : ''
  const id = typeof value.id === 'string' ? value.id.trim() : ''
  if (!name && !id) return undefined
  return { id: id || idFromName(name), name: name || id }
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
