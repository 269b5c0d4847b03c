import { describe, expect, it } from 'vitest'
import { checkChineseCopy, checkDeskDigitSpacing } from '../i18n/copy-checks'
import { durationMinutesOfLine } from '../catalog/duration-minutes'
import { pickupInUtc, tripCalendar } from './trip-calendar'
import { beijingTime, tripConfirmationMail, whatToBring, type ConfirmationTrip } from '../outgoing-mail/trip-confirmation'
import { monthWeeks } from './trip-days'
import { isReadyToConfirm, tripFieldsSchema } from './trip-schema'
import { tripsEn, tripsZh } from './trips-copy'

const site = {
  brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' },
  email: 'info@wanderwonderworlddubai.com',
  publicUrl: 'https://wanderwonderworlddubai.com',
  whatsapp: '971589831967',
}
const safari: ConfirmationTrip = {
  itemId: 'safari-sunset-dunes',
  service: '沙漠冲沙日落精选',
  serviceDate: '2027-01-10',
  pickupTime: '21:30',
  pickupPlace: '亚特兰蒂斯酒店大堂',
  adults: 2,
  children: 0,
  vehicle: '',
  priceAed: 650,
}

describe('the trip calendar file', () => {
  it('gives a Dubai pickup in UTC, across midnight too', () => {
    expect(pickupInUtc('2027-01-10', '15:30')).toEqual([2027, 1, 10, 11, 30])
    expect(pickupInUtc('2027-01-01', '02:15')).toEqual([2026, 12, 31, 22, 15])
  })

  it('reads a duration line once into a length (content migration 4 → 5): none when the line names none', () => {
    expect(durationMinutesOfLine('6 hours (15:00–21:00)')).toBe(360)
    expect(durationMinutesOfLine('About 1.5–2 hours on the water; boarding 20:00, sailing 20:30')).toBe(120)
    expect(durationMinutesOfLine('Overnight (15:00 to 09:00 next day)')).toBe(18 * 60)
    expect(durationMinutesOfLine('30 minutes')).toBe(30)
    expect(durationMinutesOfLine('4 days / 3 nights')).toBeNull()
    expect(durationMinutesOfLine(undefined)).toBeNull()
  })

  it('keeps one UID per trip and its version as the sequence', () => {
    const ics = tripCalendar(
      [
        {
          id: 7,
          service: 'Sunset Dunes Select',
          serviceDate: '2027-01-10',
          pickupTime: '15:30',
          pickupPlace: 'Atlantis',
          version: 3,
          durationMinutes: 90,
          description: 'x',
        },
      ],
      { brand: 'WWD', domain: 'example.com', titleSuffix: '' },
    )
    expect(ics).toContain('UID:trip-7@example.com')
    expect(ics).toContain('SEQUENCE:3')
    expect(ics).toContain('DTSTART:20270110T113000Z')
    expect(ics).toContain('DURATION:PT1H30M')
  })
})

describe('the confirmation mail', () => {
  it('gives the Beijing time beside the Dubai time, the next day when it passes midnight', () => {
    expect(beijingTime('15:30')).toBe('19:30')
    expect(beijingTime('21:30')).toBe('次日01:30')
  })

  it('advises by service: the desert, the mosque, the cruise', () => {
    const cruise: ConfirmationTrip = { ...safari, itemId: 'cruise-marina-dhow', service: 'Dubai Marina Dhow Dinner' }
    const mosque: ConfirmationTrip = { ...safari, itemId: 'city-abu-dhabi-culture', service: 'Abu Dhabi Culture Day' }
    expect(whatToBring([cruise], 'en').join(' ')).toContain('boarding times')
    expect(whatToBring([cruise], 'en').join(' ')).not.toContain('sunscreen')
    expect(whatToBring([mosque], 'en').join(' ')).toContain('long trousers')
    expect(whatToBring([safari], 'en').join(' ')).toContain('sunscreen')
  })

  it('follows the glossary in Chinese and escapes what the agent typed', () => {
    const mail = tripConfirmationMail({ lang: 'zh', reference: 'E-2027-000001', name: '王芳', trips: [safari] }, site)
    expect(checkChineseCopy(`${mail.subject}\n${mail.text}`)).toEqual([])
    expect(mail.text).toContain('21:30（迪拜时间，即北京时间次日01:30）')
    expect(mail.html).toContain('https://wa.me/971589831967')
    const typed = tripConfirmationMail({ lang: 'en', reference: 'E-2027-000001', name: 'Anna', trips: [{ ...safari, pickupPlace: '<b>Lobby</b>' }] }, site)
    expect(typed.html).toContain('&lt;b&gt;Lobby&lt;/b&gt;')
    expect(typed.text).toContain('21:30 (Dubai time)')
  })
})

describe('the trip fields', () => {
  it('takes a form’s text and gives numbers, and no time or price as null', () => {
    const parsed = tripFieldsSchema.parse({ service: ' Safari ', serviceDate: '2027-01-10', pickupTime: '', adults: '2', children: '', priceAed: '' })
    expect(parsed).toMatchObject({ service: 'Safari', pickupTime: null, adults: 2, priceAed: null, pickupPlace: '' })
    expect(tripFieldsSchema.safeParse({ service: 'x', serviceDate: '2027-01-10', adults: '61' }).success).toBe(false)
  })

  it('is ready to confirm with a pickup time and place, or when cancelled', () => {
    expect(isReadyToConfirm({ status: 'planned', pickupTime: '15:30', pickupPlace: 'Atlantis' })).toBe(true)
    expect(isReadyToConfirm({ status: 'planned', pickupTime: null, pickupPlace: 'Atlantis' })).toBe(false)
    expect(isReadyToConfirm({ status: 'planned', pickupTime: '15:30', pickupPlace: ' ' })).toBe(false)
    expect(isReadyToConfirm({ status: 'cancelled', pickupTime: null, pickupPlace: '' })).toBe(true)
  })
})

it('lays a month out in weeks from Monday', () => {
  const weeks = monthWeeks('2027-02')
  expect(weeks[0]).toEqual(['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06', '2027-02-07'])
  expect(weeks.flat().filter(Boolean)).toHaveLength(28)
})

it('has no empty desk copy in either language, and Chinese copy that follows the glossary', () => {
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : typeof value === 'function' ? [] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []
  for (const copy of [tripsEn, tripsZh]) expect(strings(copy).filter((text) => text.trim() === '')).toEqual([])
  expect(checkChineseCopy(strings(tripsZh).join('\n'))).toEqual([])
  // Desk copy spaces digits from Chinese (第 3 页), as the rest of the desk does.
  expect(checkDeskDigitSpacing(strings(tripsZh).join('\n'))).toEqual([])
})

it('names a month day’s link by what it shows first, then its date, in both languages', () => {
  // What the cell shows: the day's number, and its count of trips when it has some.
  expect(tripsEn.agenda.dayLink(5, 2, '2027-02-05')).toBe('5, 2 trips on 2027-02-05')
  expect(tripsEn.agenda.dayLink(15, 1, '2027-02-15')).toBe('15, 1 trip on 2027-02-15')
  expect(tripsEn.agenda.dayLink(15, 0, '2027-02-15')).toBe('15, no trips on 2027-02-15')
  expect(tripsZh.agenda.dayLink(5, 2, '2027-02-05')).toBe('5，2 条行程（2027-02-05）')
  expect(tripsZh.agenda.dayLink(15, 0, '2027-02-15')).toBe('15，无行程（2027-02-15）')
  const names = [0, 1, 2, 12].flatMap((trips) => [tripsZh.agenda.dayLink(3, trips, '2027-02-03'), tripsZh.agenda.dayLink(28, trips, '2027-02-28')])
  expect(checkChineseCopy(names.join('\n'))).toEqual([])
  expect(checkDeskDigitSpacing(names.join('\n'))).toEqual([])
})
