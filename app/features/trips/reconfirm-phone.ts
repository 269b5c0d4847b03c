/**
 * A visitor's phone as they typed it ("+971 501234567", "050 123 4567", "86 13812345678") made
 * into one number a chat link can dial: E.164 (`+971501234567`). A number without a country code
 * is read as a UAE number; a country code typed without its "+" (the enquiry form's code box
 * accepts "86") is tried as one. A number that is not a valid number of its country gives null:
 * the screen says so instead of opening a chat with a stranger.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max'

export type NormalisedPhone = { e164: string; international: string }

function validNumber(text: string): PhoneNumber | undefined {
  const parsed = parsePhoneNumberFromString(text, 'AE')
  return parsed?.isValid() ? parsed : undefined
}

/** The E.164 form and the readable international form ("+971 50 123 4567"), or null when it is no valid number. */
export function normalisePhone(typed: string): NormalisedPhone | null {
  const text = typed.trim()
  if (!/\d/.test(text)) return null
  const international = text.replace(/^00(?=\d)/, '+')
  const parsed = validNumber(international) ?? (/^[1-9]/.test(international) ? validNumber(`+${international}`) : undefined)
  return parsed ? { e164: parsed.number, international: parsed.formatInternational() } : null
}
