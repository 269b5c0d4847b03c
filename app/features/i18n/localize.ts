import { langs, type Lang, type Localized } from './lang'

/** The type of `T` with every `Localized` value (one string per language) replaced by one string. */
export type Localize<T> = T extends Localized
  ? string
  : T extends readonly (infer U)[]
    ? Localize<U>[]
    : T extends object
      ? { [K in keyof T]: Localize<T[K]> }
      : T

function isLocalized(value: object): value is Localized {
  return Object.keys(value).length === langs.length && langs.every((lang) => typeof (value as Partial<Localized>)[lang] === 'string')
}

/**
 * Pick one language throughout a content value. Loaders send pages only their own language, so a
 * Chinese page carries no English copy (and half the data).
 */
export function localize<T>(value: T, lang: Lang): Localize<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, lang)) as Localize<T>
  if (typeof value === 'object' && value !== null) {
    if (isLocalized(value)) return value[lang] as Localize<T>
    const result: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) result[key] = localize(child, lang)
    return result as Localize<T>
  }
  return value as Localize<T>
}
