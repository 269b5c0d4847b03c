/** How the content editor writes a moment (Dubai time, to the minute) and a stored value. */
export const when = (iso: string) => new Date(new Date(iso).getTime() + 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
export const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
