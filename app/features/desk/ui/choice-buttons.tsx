/**
 * A row of buttons of which one is chosen, named as a group, the chosen one pressed
 * (`aria-pressed`): the editor preview's width, the product card's language.
 */
export function ChoiceButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  nameOf,
}: {
  label: string
  options: readonly T[]
  value: T
  onChange: (option: T) => void
  nameOf: (option: T) => string
}) {
  return (
    <div role="group" aria-label={label} className="mt-2 flex gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => {
            onChange(option)
          }}
          className={`min-h-8 rounded-full border border-navy px-3 py-1 text-sm ${value === option ? 'bg-navy text-cream' : 'text-navy'}`}
        >
          {nameOf(option)}
        </button>
      ))}
    </div>
  )
}
