/**
 * What the content editor's presence marks share between the browser and the server: how often an
 * open editor marks itself, who is shown as present, and the answer to a mark.
 */
import type { DeskResult } from '../desk/desk-result'

/** How often an open editor marks itself (the server counts a person gone after three missed marks). */
export const PRESENCE_BEAT_MS = 20_000

/** Someone else with the page open: who (their e-mail, as the desk names people), and since when (ISO time). */
export type EditorPresent = { email: string; since: string }

/** The answer to a presence mark: the others who have the page open, or that leaving was noted. */
export type PresenceDeskResult = DeskResult<{ intent: 'presence'; others: EditorPresent[] } | { intent: 'leave' }>
