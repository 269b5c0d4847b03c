/**
 * The parts every desk command is made of. A command is
 * `(actor, input, services) → Promise<DeskResult<…>>`: its first line is `authorize`, its second
 * parses the input with the screen's schema (a union on `intent`), and only then does it work.
 * The gate has already checked the route's permission; `authorize` is the command's own check, so
 * a command called from anywhere else still refuses a person whose role does not allow it.
 */
import { z } from 'zod'
import type { DeskActor } from './context'
import { invalidInput, refuse, type DeskFailure, type DeskIssue } from './desk-result'
import { unsafeTextPaths } from '../../lib/safe-text'
import { allows, type Permission } from './permissions'

/** The refusal for a person without `permission`; undefined when their role has it. */
export function authorize(actor: DeskActor, permission: Permission): DeskFailure<never, never> | undefined {
  return allows(actor.staff, permission) ? undefined : refuse('forbidden')
}

/** Each schema issue as a desk issue: the field's path (`form` for the input as a whole) and the schema's message. */
export function schemaIssues(error: z.ZodError): DeskIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'form', message: issue.message }))
}

/** The issue's message for text no field may hold: each screen's copy words it (`unsafeText`). */
export const UNSAFE_TEXT = 'unsafeText'

/**
 * The input parsed with the screen's schema, or the `invalid` refusal naming each field.
 * `describe` turns the schema's issues into the screen's own (message keys of its copy).
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): { ok: true; data: z.output<Schema> } | DeskFailure
export function parseInput<Schema extends z.ZodType, Issue extends DeskIssue>(
  schema: Schema,
  input: unknown,
  describe: (error: z.ZodError) => Issue[],
): { ok: true; data: z.output<Schema> } | DeskFailure<never, Issue>
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  describe: (error: z.ZodError) => DeskIssue[] = schemaIssues,
): { ok: true; data: z.output<Schema> } | DeskFailure {
  // Text no desk field may hold (a NUL, which PostgreSQL refuses, another control character, half a
  // surrogate pair) is refused before the schema, whatever screen sent it, and told to the screen as
  // its own schema's issues would be (same paths, same mapping to its copy).
  const unsafe = unsafeTextPaths(input)
  if (unsafe.length > 0) return invalidInput(describe(new z.ZodError(unsafe.map((path) => ({ code: 'custom', path, message: UNSAFE_TEXT, input: undefined })))))
  const parsed = schema.safeParse(input)
  return parsed.success ? { ok: true, data: parsed.data } : invalidInput(describe(parsed.error))
}

/**
 * What a desk screen sent: JSON when it submitted data (`encType: 'application/json'`), else the
 * fields of its form. Undefined when the body is neither (the command refuses it as invalid).
 */
export async function readDeskInput(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.startsWith('application/json')) return (await request.json()) as unknown
    return Object.fromEntries(await request.formData())
  } catch {
    return undefined
  }
}
