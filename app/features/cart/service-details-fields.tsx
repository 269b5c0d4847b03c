/**
 * The WonderCart form's questions: for each item, what its product asks (its category's questions), and once
 * for the enquiry how the visitor would like to be reached. Every field is optional; an error
 * shows under the field it names, in the visitor's language.
 */
import { useId } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import type { ServiceQuestion } from '../catalog/service-questions'
import type { ValidationKey } from '../enquiries/enquiry-schema'
import type { EnquiryForm } from '../enquiries/form-fields'
import { answerSlot, contactChannels, type ServiceAnswerField } from '../enquiries/service-answers'
import type { Copy } from '../i18n/en'
import type { CartItem } from './cart-items'

type DetailWords = Copy['enquiry']['details']

/** The answer fields each question brings, and how each is typed. */
const fieldsOf: Record<ServiceQuestion, readonly ServiceAnswerField[]> = {
  flight: ['flight'],
  time: ['time'],
  terminal: ['terminal'],
  bags: ['bags'],
  signName: ['signName'],
  hotel: ['hotel'],
  party: ['adults', 'children', 'childAges', 'infants'],
  childSeats: ['childSeats'],
}
const numeric = new Set<ServiceAnswerField>(['bags', 'adults', 'children', 'infants', 'childSeats'])
const hints: Partial<Record<ServiceAnswerField, keyof DetailWords>> = {
  flight: 'flightHint',
  time: 'timeHint',
  terminal: 'terminalHint',
  signName: 'signNameHint',
  childAges: 'childAgesHint',
}

type Styles = { field: string; label: string; hint: string; error: string }
type Props = {
  items: readonly CartItem[]
  copy: Copy
  register: UseFormRegister<EnquiryForm>
  errors: FieldErrors<EnquiryForm>
  channel: string
  styles: Styles
}

function AnswerField({
  slot,
  name,
  copy,
  register,
  error,
  styles,
}: {
  slot: string
  name: ServiceAnswerField
  copy: Copy
  register: Props['register']
  error?: string
  styles: Styles
}) {
  const id = useId()
  const words = copy.enquiry.details
  const hintKey = hints[name]
  const hint = hintKey ? (words[hintKey] as string) : undefined
  const isNumber = numeric.has(name)
  return (
    // Counts share a row even on a phone; words take a row there, and hotel and sign name always do.
    <div className={name === 'hotel' || name === 'signName' ? 'col-span-2' : isNumber ? undefined : 'col-span-2 sm:col-span-1'}>
      <label htmlFor={id} className={styles.label}>
        {words[name]}
        {hint ? <span className={`${styles.hint} block text-xs`}>{hint}</span> : null}
      </label>
      <input
        id={id}
        className={styles.field}
        type={name === 'time' ? 'time' : 'text'}
        inputMode={isNumber ? 'numeric' : undefined}
        autoCapitalize={name === 'flight' || name === 'signName' ? 'characters' : undefined}
        autoComplete="off"
        {...register(`details.${slot}.${name}`)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function ServiceDetailsFields({ items, copy, register, errors, channel, styles }: Props) {
  const words = copy.enquiry.details
  const channelId = useId()
  const wechatId = useId()
  const asking = items.filter((item) => (item.asks ?? []).length > 0)
  const message = (key: unknown) => (typeof key === 'string' && key in copy.validation ? copy.validation[key as ValidationKey] : undefined)
  return (
    <div className="sm:col-span-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={channelId} className={styles.label}>
            {words.channel}
          </label>
          <select id={channelId} className={styles.field} {...register('channel')}>
            {(['', ...contactChannels] as const).map((option) => (
              <option key={option} value={option}>
                {words.channels[option]}
              </option>
            ))}
          </select>
        </div>
        {channel === 'wechat' ? (
          <div>
            <label htmlFor={wechatId} className={styles.label}>
              {words.wechatId}
            </label>
            <input id={wechatId} className={styles.field} autoComplete="off" {...register('wechatId')} aria-invalid={Boolean(errors.wechatId)} />
            {message(errors.wechatId?.message) ? <p className={styles.error}>{message(errors.wechatId?.message)}</p> : null}
          </div>
        ) : null}
      </div>
      {asking.length > 0 ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-navy">{words.title}</h4>
          <p className="mt-1 text-sm text-muted">{words.intro}</p>
          {asking.map((item) => {
            const slot = answerSlot(item.id)
            const itemErrors = errors.details?.[slot] as Partial<Record<ServiceAnswerField, { message?: unknown }>> | undefined
            return (
              <fieldset key={item.id} className="mt-3 min-w-0 rounded-xl border border-sand bg-white p-3">
                <legend className="px-1 text-sm font-semibold text-navy">{words.forItem(item.name)}</legend>
                <div className="grid grid-cols-2 gap-3">
                  {(item.asks ?? []).flatMap((question) =>
                    fieldsOf[question].map((name) => (
                      <AnswerField
                        key={name}
                        slot={slot}
                        name={name}
                        copy={copy}
                        register={register}
                        error={message(itemErrors?.[name]?.message)}
                        styles={styles}
                      />
                    )),
                  )}
                </div>
              </fieldset>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}
