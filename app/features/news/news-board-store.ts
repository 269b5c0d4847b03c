/**
 * The board state of this browser (collapsed flag and dismissals) in localStorage under
 * `wwd:news:v1`, as an external store for useSyncExternalStore. The server snapshot is the initial
 * state, so the first client render matches the server HTML; the stored state applies right after
 * hydration. Other tabs follow through the `storage` event. When storage is unavailable the state
 * lives in memory for this page view.
 */
import { initialBoardState, NEWS_STORAGE_KEY, parseBoardState, serializeBoardState, type BoardState } from './news-rules'

const listeners = new Set<() => void>()
let cachedRaw: string | null = null
let cachedState: BoardState = initialBoardState
/** Set once a write failed: storage is full or disabled, so memory is the truth. */
let memoryState: BoardState | undefined

function emit(): void {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent): void {
  if (event.key === NEWS_STORAGE_KEY || event.key === null) emit()
}

export function getBoardState(): BoardState {
  if (memoryState) return memoryState
  let raw: string | null
  try {
    raw = window.localStorage.getItem(NEWS_STORAGE_KEY)
  } catch {
    return initialBoardState
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedState = parseBoardState(raw)
  }
  return cachedState
}

export function getServerBoardState(): BoardState {
  return initialBoardState
}

export function subscribeBoardState(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function updateBoardState(update: (state: BoardState) => BoardState): void {
  const next = update(getBoardState())
  const raw = serializeBoardState(next)
  try {
    window.localStorage.setItem(NEWS_STORAGE_KEY, raw)
    cachedRaw = raw
    cachedState = next
    memoryState = undefined
  } catch {
    memoryState = next
  }
  emit()
}
