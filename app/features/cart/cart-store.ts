/**
 * The WonderCart store in the browser: items persisted under a versioned key, restored at start and
 * kept in step across open tabs through the `storage` event. Corrupt or foreign data is ignored.
 */
import { useSyncExternalStore } from 'react'
import { isInCart, normalizeCartItem, type CartItem } from './cart-items'
import { emptyForm, type EnquiryForm } from '../enquiries/form-fields'

export const CART_STORAGE_KEY = 'wondercart:v1'
export const MAX_CART_ITEMS = 50

type Snapshot = readonly CartItem[]
const empty: Snapshot = Object.freeze([])
let items: Snapshot = empty
let form: EnquiryForm = emptyForm
let isLoaded = false

const textKeys = ['name', 'email', 'phoneCc', 'phoneNumber', 'travelDate', 'message', 'channel', 'wechatId'] as const satisfies readonly (keyof EnquiryForm)[]

/** At most this many items' answers and answers per item survive in storage. */
const STORED_SLOTS = 50
const STORED_ANSWERS = 12

/** The answers as stored: an object of objects of short strings; anything else is dropped. */
function readDetails(value: unknown): EnquiryForm['details'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const details: EnquiryForm['details'] = {}
  for (const [slot, answers] of Object.entries(value as Record<string, unknown>).slice(0, STORED_SLOTS)) {
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) continue
    const kept: Record<string, string> = {}
    for (const [field, text] of Object.entries(answers as Record<string, unknown>).slice(0, STORED_ANSWERS)) {
      if (typeof text === 'string') kept[field] = text.slice(0, 200)
    }
    details[slot] = kept
  }
  return details
}

/** Only known fields survive; anything else in storage is ignored. */
function readForm(value: unknown): EnquiryForm {
  const result: EnquiryForm = { ...emptyForm, details: {} }
  if (typeof value !== 'object' || value === null) return result
  for (const key of textKeys) {
    const field = (value as Record<string, unknown>)[key]
    if (typeof field === 'string') result[key] = field.slice(0, 2000)
  }
  result.details = readDetails((value as Record<string, unknown>).details)
  return result
}
const listeners = new Set<() => void>()

function readStorage(): { items: Snapshot; form: EnquiryForm } {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY)
    if (!raw) return { items: empty, form: emptyForm }
    const parsed: unknown = JSON.parse(raw)
    const stored = typeof parsed === 'object' && parsed !== null ? (parsed as { items?: unknown; form?: unknown }) : {}
    const result: CartItem[] = []
    if (Array.isArray(stored.items)) {
      for (const entry of stored.items) {
        const item = normalizeCartItem(entry)
        if (item && !isInCart(result, item)) result.push(item)
      }
    }
    return { items: result.slice(0, MAX_CART_ITEMS), form: readForm(stored.form) }
  } catch {
    return { items: empty, form: emptyForm }
  }
}

function ensureLoaded(): void {
  if (isLoaded || typeof window === 'undefined') return
  isLoaded = true
  ;({ items, form } = readStorage())
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return
    ;({ items, form } = readStorage())
    emit()
  })
}

function emit(): void {
  for (const listener of listeners) listener()
}

function persist(): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items, form }))
  } catch {
    // Storage full or disabled: the cart still works for this page view.
  }
}

function commit(next: Snapshot): void {
  items = next
  persist()
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
  /** The enquiry form as last typed (restored at start, kept across reloads). */
  getForm(): EnquiryForm {
    ensureLoaded()
    return form
  },
  saveForm(next: EnquiryForm): void {
    ensureLoaded()
    const cleaned = readForm(next)
    if (textKeys.every((key) => cleaned[key] === form[key]) && JSON.stringify(cleaned.details) === JSON.stringify(form.details)) return
    form = cleaned
    persist()
  },
  subscribe,
}

/** The cart items; empty during server rendering and hydration, then the stored items. */
export function useCartItems(): Snapshot {
  return useSyncExternalStore(subscribe, getItems, () => empty)
}
