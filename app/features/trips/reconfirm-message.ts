/**
 * The reconfirmation a visitor receives the day before their trips ("we reconfirm through a
 * messaging service 24 hours before the service"), written in the visitor's language from one
 * template per language. Both templates fill the same typed parts, so a part missing in one
 * language is a type error. Times are the Dubai wall-clock times the agent set, said as such.
 */
import type { Lang } from '../i18n/lang'

/** One trip of the day as the message says it. */
export type MessageTrip = { service: string; pickupTime: string | null; pickupPlace: string; adults: number; children: number }

export type ReconfirmMessageInput = {
  /** The visitor's name as they wrote it; '' for a visitor who gave none. */
  name: string
  /** The operator's name in the visitor's language. */
  brand: string
  /** The Dubai date of the trips, `YYYY-MM-DD`. */
  day: string
  trips: readonly MessageTrip[]
  /** The team's contact: WhatsApp in international form (+971 58 …) and e-mail. */
  whatsapp: string
  email: string
}

type MessageTemplate = {
  greeting: (name: string) => string
  intro: (brand: string, date: string) => string
  service: (service: string) => string
  pickupTime: (time: string | null) => string
  pickupPlace: (place: string) => string
  party: (adults: number, children: number) => string
  readyHint: string
  contact: (whatsapp: string, email: string) => string
  signOff: string
  date: (year: number, month: number, day: number, weekday: number) => string
}

const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const weekdaysEn = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const weekdaysZh = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

const en: MessageTemplate = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  intro: (brand, date) => `This is ${brand}, reconfirming your plans for tomorrow, ${date}:`,
  service: (service) => service,
  pickupTime: (time) => (time ? `Pickup: ${time} (Dubai time)` : 'Pickup time: we will send it shortly'),
  pickupPlace: (place) => `From: ${place || 'to be confirmed with you'}`,
  party: (adults, children) =>
    `Guests: ${String(adults)} ${adults === 1 ? 'adult' : 'adults'}${children > 0 ? `, ${String(children)} ${children === 1 ? 'child' : 'children'}` : ''}`,
  readyHint: 'Please be ready at the pickup place a few minutes early. If anything has changed, just reply to this message.',
  contact: (whatsapp, email) => `WhatsApp: ${whatsapp}\nE-mail: ${email}`,
  signOff: 'Enjoy your day in Dubai!',
  date: (_year, month, day, weekday) => `${weekdaysEn[weekday] ?? ''} ${String(day)} ${monthsEn[month - 1] ?? ''}`,
}

const zh: MessageTemplate = {
  greeting: (name) => (name ? `${name}，您好！` : '您好！'),
  intro: (brand, date) => `我是${brand}的客服，跟您确认一下明天（${date}）的行程：`,
  service: (service) => `【${service}】`,
  pickupTime: (time) => (time ? `接送时间：${time}（迪拜时间）` : '接送时间：稍后发给您'),
  pickupPlace: (place) => `接送地点：${place || '待与您确认'}`,
  party: (adults, children) => `人数：成人${String(adults)}位${children > 0 ? `，儿童${String(children)}位` : ''}`,
  readyHint: '请提前几分钟到接送地点等候。如有变动，直接回复这条消息就可以。',
  contact: (whatsapp, email) => `WhatsApp：${whatsapp}\n邮箱：${email}`,
  signOff: '祝您在迪拜玩得开心！',
  date: (_year, month, day, weekday) => `${String(month)}月${String(day)}日，${weekdaysZh[weekday] ?? ''}`,
}

export const reconfirmTemplates: Record<Lang, MessageTemplate> = { en, zh }

/** A Dubai date `2026-12-02` in the message's words ('Wednesday 2 December' / '12月2日，周三'). */
function dateText(template: MessageTemplate, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return template.date(year, month, date, weekday)
}

/** The reconfirmation text in `lang`, one block per trip in pickup order. */
export function reconfirmMessage(lang: Lang, input: ReconfirmMessageInput): string {
  const t = reconfirmTemplates[lang]
  const blocks = input.trips.map((trip) =>
    [t.service(trip.service.trim()), t.pickupTime(trip.pickupTime), t.pickupPlace(trip.pickupPlace.trim()), t.party(trip.adults, trip.children)].join('\n'),
  )
  return [
    `${t.greeting(input.name.trim())}\n${t.intro(input.brand, dateText(t, input.day))}`,
    ...blocks,
    t.readyHint,
    `${t.contact(input.whatsapp, input.email)}\n${t.signOff}`,
  ].join('\n\n')
}

/** The WhatsApp click-to-chat address of an E.164 number, with the text filled in. */
export function whatsAppLink(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
