import { Fragment } from 'react'

/**
 * The brand as text that may wrap inside a compound word ("WanderWonder|World"): at a lower-case
 * to upper-case step it offers a line break (<wbr>), so a phone's narrow header breaks the name
 * there instead of letting it run under the buttons beside it.
 */
export function BrandName({ name }: { name: string }) {
  const parts = name.split(/(?<=\p{Ll})(?=\p{Lu})/u)
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
