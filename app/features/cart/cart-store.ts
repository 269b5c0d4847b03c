/**
 * The WonderCart store in the browser: items persisted under a versioned key, restored at start and
 * kept in step across open tabs through the `storage` event. Corrupt or foreign data is ignored.
 */
import { useSyncExternalStore } from 'react'
import { isInCart, normalizeCartItem, type CartItem } from './cart-items'

export const CART_STORAGE_KEY = 'wondercart:v1'
export const MAX_CART_ITEMS = 50

type Snapshot = readonly CartItem[]
const empty: Snapshot = Object.freeze([])
let items: Snapshot = empty
let isLoaded = false
const listeners = new Set<() => void>()

function readStorage(): Snapshot {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY)
    if (!raw) return empty
    const parsed: unknown = JSON.parse(raw)
    const list: unknown = typeof parsed === 'object' && parsed !== null ? (parsed as { items?: unknown }).items : undefined
    if (!Array.isArray(list)) return empty
    const result: CartItem[] = []
    for (const entry of list) {
      const item = normalizeCartItem(entry)
      if (item && !isInCart(result, item)) result.push(item)
    }
    return result.slice(0, MAX_CART_ITEMS)
  } catch {
    return empty
  }
}

function ensureLoaded(): void {
  if (isLoaded || typeof window === 'undefined') return
  isLoaded = true
  items = readStorage()
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return
    items = readStorage()
    emit()
  })
}

function emit(): void {
  for (const listener of listeners) listener()
}

function commit(next: Snapshot): void {
  items = next
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: next }))
  } catch {
    // Storage full or disabled: the cart still works for this page view.
  }
  emit()
}

export type AddResult = 'added' | 'duplicate' | 'invalid' | 'full'

function getItems(): Snapshot {
  ensureLoaded()
  return items
}

function subscribe(listener: () => void): () => void {
  ensureLoaded()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const cart = {
  get: getItems,
  add(input: unknown): AddResult {
    ensureLoaded()
    const item = normalizeCartItem(input)
    if (!item) return 'invalid'
    if (isInCart(items, item)) return 'duplicate'
    if (items.length >= MAX_CART_ITEMS) return 'full'
    commit([...items, item])
    return 'added'
  },
  remove(id: string): void {
    ensureLoaded()
    commit(items.filter((item) => item.id !== id))
  },
  clear(): void {
    ensureLoaded()
    commit(empty)
  },
  subscribe,
}

/** The cart items; empty during server rendering and hydration, then the stored items. */
export function useCartItems(): Snapshot {
  return useSyncExternalStore(subscribe, getItems, () => empty)
}
