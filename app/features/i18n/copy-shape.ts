/**
 * The shape every other language's copy must have: the English copy's keys, each text widened to
 * `string`, each function keeping its parameters. `const zh: CopyShape<typeof en> = …` does not
 * compile when Chinese lacks a key of the English or has one more, so the two cannot drift.
 */
export type CopyShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => CopyShape<R>
    : T extends readonly string[]
      ? string[]
      : { [K in keyof T]: CopyShape<T[K]> }
