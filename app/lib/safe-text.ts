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

/** The text without halves of surrogate pairs (what a cut by UTF-16 units leaves behind). */
export function dropLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATES, '')
}

/** The first `max` characters (code points, so an emoji is never split in half). */
export function cutToCharacters(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('')
}
