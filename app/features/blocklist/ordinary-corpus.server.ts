/**
 * The ordinary enquiries of the blocklist's corpus (ADR 0036), for the desk's check that a change
 * of the refusal tier refuses none of them. The same files the corpus test reads.
 */
import ordinaryEn from './blocklist-corpus/ordinary-en.txt?raw'
import ordinaryZh from './blocklist-corpus/ordinary-zh.txt?raw'

/** The lines of a corpus file: one sentence each; blank lines and `#` comments skipped. */
export function corpusLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}

export const ordinarySentences: readonly string[] = [...corpusLines(ordinaryZh), ...corpusLines(ordinaryEn)]
