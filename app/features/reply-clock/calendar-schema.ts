/**
 * The reply clock's working calendar as the owner edits it: shared by the settings form (browser)
 * and the server, which validates every save with it.
 */
import { z } from 'zod'
import type { IsoWeekday } from './reply-clock'

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'date')

/** A holiday's name in both desk languages, and whether its date is still to be confirmed. */
export const holidayNameSchema = z.object({
  en: z.string().trim().max(80),
  zh: z.string().trim().max(80),
  toConfirm: z.boolean(),
})

export const workingCalendarSchema = z
  .object({
    workingDays: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'workingDays')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'workingDays')
      .transform((days) => [...days].sort((a, b) => a - b) as IsoWeekday[]),
    holidays: z
      .array(isoDate)
      .max(500)
      .transform((dates) => [...new Set(dates)].sort()),
    /** Names by date; a date without one shows as the date alone. Names of dates not listed are dropped. */
    names: z.record(isoDate, holidayNameSchema).default({}),
  })
  .transform(({ names, ...calendar }) => ({
    ...calendar,
    names: Object.fromEntries(Object.entries(names).filter(([date]) => calendar.holidays.includes(date))),
  }))

export type CalendarInput = z.input<typeof workingCalendarSchema>
