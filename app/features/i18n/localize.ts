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

/** Every bilingual field of a content value with its path ("categories[2].intro[0]"), in document order. */
export function localizedFields(value: unknown, path = '', out: ({ path: string } & Localized)[] = []): ({ path: string } & Localized)[] {
  if (Array.isArray(value)) value.forEach((child, index) => localizedFields(child, `${path}[${String(index)}]`, out))
  else if (typeof value === 'object' && value !== null) {
    if (isLocalized(value)) out.push({ path, ...value })
    else for (const [key, child] of Object.entries(value)) localizedFields(child, path ? `${path}.${key}` : key, out)
  }
  return out
}

/** A copy of a content value with every bilingual field's text passed through `change`, in its language. */
export function mapLocalized<T>(value: T, change: (text: string, lang: Lang) => string): T {
  const map = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(map)
    if (typeof node !== 'object' || node === null) return node
    if (isLocalized(node)) return Object.fromEntries(langs.map((lang) => [lang, change(node[lang], lang)]))
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, map(child)]))
  }
  return map(value) as T
}
