/**
 * The UAE's public holidays for this year and the next, as a fresh desk starts with them (the owner
 * edits them on the Working days screen). Islamic holidays follow the moon: their dates here are the
 * astronomical estimates and stay marked "to confirm" until the UAE Cabinet announces them, usually a
 * few days before. Eid Al Fitr runs from 29 Ramadan to 3 Shawwal; Arafat Day and Eid Al Adha from
 * 9 to 12 Dhu al-Hijjah.
 */

export type HolidayName = {
  en: string
  zh: string
  /** The date follows the moon (or a Cabinet decision) and may move by a day or two. */
  toConfirm: boolean
}

type Holiday = HolidayName & { dates: readonly string[] }

const newYear = { en: 'New Year’s Day', zh: '元旦', toConfirm: false }
const eidAlFitr = { en: 'Eid Al Fitr', zh: '开斋节', toConfirm: true }
const arafat = { en: 'Arafat Day', zh: '阿拉法特日', toConfirm: true }
const eidAlAdha = { en: 'Eid Al Adha', zh: '宰牲节', toConfirm: true }
const hijriNewYear = { en: 'Islamic New Year', zh: '伊斯兰新年', toConfirm: true }
const mawlid = { en: 'The Prophet’s Birthday', zh: '先知诞辰日', toConfirm: true }
const eidAlEtihad = { en: 'Eid Al Etihad (UAE National Day)', zh: '阿联酋国庆节', toConfirm: false }

const holidays: readonly Holiday[] = [
  { ...newYear, dates: ['2026-01-01'] },
  { ...eidAlFitr, dates: ['2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22'] },
  { ...arafat, dates: ['2026-05-26'] },
  { ...eidAlAdha, dates: ['2026-05-27', '2026-05-28', '2026-05-29'] },
  { ...hijriNewYear, dates: ['2026-06-16'] },
  { ...mawlid, dates: ['2026-08-25'] },
  { ...eidAlEtihad, dates: ['2026-12-02', '2026-12-03'] },
  { ...newYear, dates: ['2027-01-01'] },
  { ...eidAlFitr, dates: ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11'] },
  { ...arafat, dates: ['2027-05-15'] },
  { ...eidAlAdha, dates: ['2027-05-16', '2027-05-17', '2027-05-18'] },
  { ...hijriNewYear, dates: ['2027-06-06'] },
  { ...mawlid, dates: ['2027-08-14'] },
  { ...eidAlEtihad, dates: ['2027-12-02', '2027-12-03'] },
]

/** Every built-in holiday date with its name, in date order. */
export const uaeHolidays: ReadonlyMap<string, HolidayName> = new Map(
  holidays.flatMap(({ dates, ...name }) => dates.map((date) => [date, name] as const)).sort(([a], [b]) => a.localeCompare(b)),
)
