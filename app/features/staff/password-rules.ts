/**
 * The rules a new staff password follows, as the forms and the server both name them: its length
 * in characters as a person counts them, and why one is refused (`passwordProblem` in
 * password.server.ts decides; the desk copy's `passwordProblems` says each in both languages).
 */
export const passwordMinLength = 12
export const passwordMaxLength = 200

/**
 * Why a new password is refused: `one-character` one character repeated; `run` a run of keys or
 * letters (qwerty, abcdef, 98765); `repeated` a short pattern repeated; `has-email` the e-mail or
 * its name part; `has-site-name` the company's name; `too-common` on the list of common
 * passwords; `too-guessable` easy to guess in another way (common words and numbers, a date,
 * look-alike letters).
 */
export const passwordProblems = [
  'too-short',
  'too-long',
  'one-character',
  'run',
  'repeated',
  'has-email',
  'has-site-name',
  'too-common',
  'too-guessable',
] as const
export type PasswordProblem = (typeof passwordProblems)[number]
