/** FAQ rows that open and close (native <details>: works before and without JavaScript). */
export type FaqEntry = { question: string; answer: React.ReactNode }

export function FaqAccordion({ title, items, headingId }: { title: string; items: FaqEntry[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl">
      <h2 id={headingId} className="font-display text-3xl font-semibold text-navy">
        {title}
      </h2>
      <div className="mt-6 divide-y divide-sand rounded-2xl border border-sand bg-white/70">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-1 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded py-3 font-semibold text-navy">
              <span>{item.question}</span>
              <span aria-hidden="true" className="text-2xl leading-none text-gold-dark transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="pb-4 text-muted">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  )
}
