/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
export function excelSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}
