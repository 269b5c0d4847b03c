/**
 * Text that cannot be stored or shown safely: NUL (PostgreSQL refuses it), half of a surrogate pair
 * (not Unicode at all) and the other control characters, which no form field or query needs. Tab
 * and the line breaks a textarea sends (\n, \r) are fine. Used by the enquiry schema (browser and
 * server), the cart and the admin desk's query inputs.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function hasUnsafeText(text: string): boolean {
  return UNSAFE.test(text)
}

/**
 * Where a value (parsed JSON, a form's fields) holds unsafe text, as paths (`['trips', '0', 'notes']`):
 * in a string, or in a key (then the path of the object holding it). Arrays count by index.
 */
export function unsafeTextPaths(value: unknown, path: readonly string[] = [], found: string[][] = [], depth = 0): string[][] {
  if (typeof value === 'string') {
    if (hasUnsafeText(value)) found.push([...path])
  } else if (typeof value === 'object' && value !== null && depth < 64) {
    for (const [key, child] of Object.entries(value)) {
      if (hasUnsafeText(key)) found.push([...path])
      else unsafeTextPaths(child, [...path, key], found, depth + 1)
    }
  }
  return found
}

/** The text without halves of surrogate pairs (what a cut by UTF-16 units leaves behind). */
export function dropLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATES, '')
}

/** Characters, as the rules count them: code points, so an emoji is one. */
export function characterCount(value: string): number {
  let count = 0
  for (const _ of value) count += 1
  return count
}

/** The first `max` characters (code points, so an emoji is never split in half). */
export function cutToCharacters(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('')
}
