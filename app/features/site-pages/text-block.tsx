import { PriceText } from '../pricing/price'

export type TextBlockData = { title: string; paragraphs: string[]; bullets: string[] }

/** A titled block of content: paragraphs, then bullets; AED amounts get their conversion on English pages. */
export function TextBlock({ block, as: Heading = 'h3', className = '' }: { block: TextBlockData; as?: 'h2' | 'h3'; className?: string }) {
  return (
    <section className={`rounded-2xl bg-white p-6 ring-1 ring-sand/70 ${className}`}>
      <Heading className="font-display text-xl font-semibold text-navy">{block.title}</Heading>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-muted">
          <PriceText text={paragraph} />
        </p>
      ))}
      {block.bullets.length > 0 && (
        <ul className="mt-3 space-y-2 text-muted">
          {block.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-2.5 leading-relaxed">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold" />
              <span>
                <PriceText text={bullet} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="font-display text-3xl font-semibold text-navy">
        {title}
      </h2>
      {lead && <p className="mt-2 text-muted">{lead}</p>}
    </div>
  )
}
