/**
 * The confirmation mail of a confirmed enquiry's trips, in the visitor's language: the reference,
 * each service with its date, pickup time (Dubai time) and place, the party and the agreed price,
 * what to bring, and how to reach the team (WhatsApp and e-mail from the site settings). Pure: the
 * sender adds To, Reply-To and the calendar file.
 */
import { escapeHtml } from '../../lib/escape-html'
import { FONTS, H2, INK, layout, LINK, mailtoLink, MUTED, NAVY, oneLine, referenceBoxHtml, homeUrl, type MailContent, type SiteForMail } from './mail-layout'
import { travelDateText } from '../i18n/dates'
import { locales, type Lang } from '../i18n/lang'

export type ConfirmationTrip = {
  itemId: string | null
  service: string
  serviceDate: string
  pickupTime: string
  pickupPlace: string
  adults: number
  children: number
  vehicle: string
  priceAed: number | null
}

export type ConfirmationFacts = { lang: Lang; reference: string; name: string; trips: readonly ConfirmationTrip[] }

/** The site as this mail needs it: the acknowledgement's brand, address and site, and the WhatsApp number. */
export type ConfirmationSite = SiteForMail & { whatsapp: string }

/** A Dubai wall-clock time as Beijing reads it (four hours later), "次日" when that is the next day. */
export function beijingTime(pickupTime: string): string {
  const [hours = 0, minutes = 0] = pickupTime.split(':').map(Number)
  const total = hours + 4
  const clock = `${String(total % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
  return total >= 24 ? `次日${clock}` : clock
}

type Texts = {
  subject: string
  preheader: string
  greeting: string
  intro: string
  referenceLabel: string
  referenceNote: string
  tripsHeading: string
  date: string
  pickupTime: string
  pickupAt: (time: string) => string
  pickupPlace: string
  party: string
  partyOf: (adults: number, children: number) => string
  vehicle: string
  price: string
  bringHeading: string
  bring: { always: string[]; safari: string[]; mosque: string[]; cruise: string[] }
  contactHeading: string
  contactIntro: string
  whatsapp: string
  email: string
  calendarNote: string
  /** A link written out after what it opens, in the language's brackets. */
  aside: (text: string) => string
  closing: string
  signature: string
  footer: string
  colon: string
}

const texts: Record<Lang, (facts: { reference: string; name: string; brand: string }) => Texts> = {
  en: ({ reference, name, brand }) => ({
    subject: `Your booking is confirmed: ${reference} — ${brand}`,
    preheader: `Booking ${reference}: your pickup times and places, and what to bring.`,
    greeting: name ? `Dear ${name},` : 'Hello,',
    intro: `Good news: your booking with ${brand} is confirmed. Here is everything you need for the day, service by service.`,
    referenceLabel: 'Your reference',
    referenceNote: 'Please quote it whenever you write to us.',
    tripsHeading: 'Your trips',
    date: 'Date',
    pickupTime: 'Pickup time',
    pickupAt: (time) => `${time} (Dubai time)`,
    pickupPlace: 'Pickup place',
    party: 'Guests',
    partyOf: (adults, children) =>
      `${String(adults)} adult${adults === 1 ? '' : 's'}${children > 0 ? `, ${String(children)} child${children === 1 ? '' : 'ren'}` : ''}`,
    vehicle: 'Vehicle',
    price: 'Agreed price',
    bringHeading: 'What to bring',
    bring: {
      always: [
        'Your passport or Emirates ID: it may be checked.',
        'Be ready in your hotel lobby 10 minutes before the pickup time; a late start can count as a no-show.',
        'Keep your phone on: your driver will message you on WhatsApp.',
      ],
      safari: ['For the desert: light casual clothes, closed shoes or sandals, sunglasses and sunscreen, and a light jacket on winter evenings.'],
      mosque: [
        'For the Grand Mosque: women cover arms, legs to the ankle and hair with a headscarf; men wear long trousers. No shorts or see-through clothes.',
      ],
      cruise: ['For the cruise: boarding times are strict, and a late arrival counts as a no-show.'],
    },
    contactHeading: 'Questions or changes',
    contactIntro: 'Our concierge is on WhatsApp 08:00–22:00 (Dubai time), or simply reply to this e-mail.',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    calendarNote: 'The attached calendar file (.ics) adds each pickup to your phone’s calendar.',
    aside: (text) => ` (${text})`,
    closing: 'We look forward to seeing you in Dubai.',
    signature: `The ${brand} team`,
    footer: `This e-mail was sent by ${brand} to confirm your booking ${reference}.`,
    colon: ': ',
  }),
  zh: ({ reference, name, brand }) => ({
    subject: `【${brand}】您的行程已确认（编号 ${reference}）`,
    preheader: `编号 ${reference}：接您的时间、地点和出行准备，都在这封邮件里。`,
    greeting: name ? `${name}，您好！` : '您好！',
    intro: `好消息！您在${brand}预订的行程已经确认。每项安排的细节如下，出发前请留意查看。`,
    referenceLabel: '您的编号',
    referenceNote: '后续沟通时请注明此编号，方便我们快速查询。',
    tripsHeading: '行程安排',
    date: '日期',
    pickupTime: '接您时间',
    pickupAt: (time) => `${time}（迪拜时间，即北京时间${beijingTime(time)}）`,
    pickupPlace: '接您地点',
    party: '出行人数',
    partyOf: (adults, children) => `成人${String(adults)}位${children > 0 ? `，儿童${String(children)}位` : ''}`,
    vehicle: '车型',
    price: '费用',
    bringHeading: '出行准备',
    bring: {
      always: ['随身带好护照或阿联酋身份证，以备查验。', '请提前10分钟在酒店大堂等候，迟到可能按未到场处理。', '请保持手机畅通，司机会通过 WhatsApp 联系您。'],
      safari: ['沙漠行程：穿轻便的休闲装，配包头鞋或凉鞋，带上墨镜和防晒霜；冬季傍晚偏凉，记得加一件薄外套。'],
      mosque: ['参观大清真寺：女士须穿宽松衣物，遮住手臂、长及脚踝，并用头巾包住头发；男士须穿长裤。短裤和透视装不能入内。'],
      cruise: ['游船晚餐：登船时间严格，迟到按未到场处理。'],
    },
    contactHeading: '有疑问或需要调整？',
    contactIntro: '礼宾团队的 WhatsApp 在线时间为08:00–22:00（迪拜时间），也可以直接回复本邮件。',
    whatsapp: 'WhatsApp',
    email: '邮箱',
    calendarNote: '随信附上日历文件，打开即可把每次接送加入手机日历。',
    aside: (text) => `（${text}）`,
    closing: '迪拜见，祝您旅途愉快！',
    signature: `${brand}团队敬上`,
    footer: `此邮件由${brand}发送，确认您的预订（编号 ${reference}）。`,
    colon: '：',
  }),
}

/** Which groups of advice a trip calls for, from its catalog item (or, added by hand, its name). */
function adviceOf(trip: ConfirmationTrip): ('safari' | 'mosque' | 'cruise')[] {
  const id = trip.itemId ?? ''
  const words = `${id} ${trip.service}`.toLowerCase()
  const groups: ('safari' | 'mosque' | 'cruise')[] = []
  if (id.startsWith('safari-') || id.startsWith('addon-') || /safari|desert|dune|沙漠|冲沙/.test(words)) groups.push('safari')
  if (/abu-dhabi|abu dhabi|package-|阿布扎比/.test(words)) groups.push('mosque')
  if (id.startsWith('cruise-') || /cruise|dhow|yacht|游船|游艇/.test(words)) groups.push('cruise')
  return groups
}

/** What the visitor brings: the few things every trip needs, and the advice of the services booked. */
export function whatToBring(trips: readonly ConfirmationTrip[], lang: Lang): string[] {
  const { bring } = texts[lang]({ reference: '', name: '', brand: '' })
  const groups = new Set(trips.flatMap(adviceOf))
  return [...bring.always, ...(['safari', 'mosque', 'cruise'] as const).filter((group) => groups.has(group)).flatMap((group) => bring[group])]
}

/** The WhatsApp number as written for people (+971589831967) and as a chat link. */
function whatsappOf(number: string): { shown: string; url: string } {
  return { shown: `+${number}`, url: `https://wa.me/${number}` }
}

export function tripConfirmationMail(facts: ConfirmationFacts, site: ConfirmationSite): MailContent {
  const { lang } = facts
  const brand = site.brand[lang]
  const t = texts[lang]({ reference: facts.reference, name: oneLine(facts.name), brand })
  const { colon } = t
  const whatsapp = whatsappOf(site.whatsapp)
  const siteUrl = homeUrl(site.publicUrl, lang)
  const bring = whatToBring(facts.trips, lang)
  const rowsOf = (trip: ConfirmationTrip): [string, string][] => [
    [t.date, travelDateText(trip.serviceDate, lang)],
    [t.pickupTime, t.pickupAt(trip.pickupTime)],
    [t.pickupPlace, trip.pickupPlace],
    [t.party, t.partyOf(trip.adults, trip.children)],
    ...(trip.vehicle.trim() ? [[t.vehicle, trip.vehicle.trim()] as [string, string]] : []),
    ...(trip.priceAed !== null ? [[t.price, `AED ${trip.priceAed.toLocaleString('en-US')}`] as [string, string]] : []),
  ]

  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    `${t.referenceLabel}${colon}${facts.reference}`,
    t.referenceNote,
    '',
    t.tripsHeading,
    ...facts.trips.flatMap((trip, index) => [
      '',
      `${String(index + 1)}. ${trip.service}`,
      ...rowsOf(trip).map(([label, value]) => `   ${label}${colon}${value}`),
    ]),
    '',
    t.bringHeading,
    ...bring.map((line) => `- ${line}`),
    '',
    t.contactHeading,
    t.contactIntro,
    `${t.whatsapp}${colon}${whatsapp.shown}${t.aside(whatsapp.url)}`,
    `${t.email}${colon}${site.email}`,
    '',
    t.calendarNote,
    '',
    t.closing,
    t.signature,
    siteUrl,
    '',
  ].join('\n')

  const cell = `padding:4px 12px 4px 0;vertical-align:top;font-family:${FONTS[lang]};font-size:14px;line-height:1.5;`
  const tripHtml = (trip: ConfirmationTrip, index: number) =>
    [
      `<h3 style="margin:16px 0 6px;font-size:15px;color:${NAVY};">${String(index + 1)}. ${escapeHtml(trip.service)}</h3>`,
      '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">',
      ...rowsOf(trip).map(
        ([label, value]) =>
          `<tr><td style="${cell}color:${MUTED};white-space:nowrap;">${escapeHtml(label)}</td><td style="${cell}color:${INK};"><strong>${escapeHtml(value)}</strong></td></tr>`,
      ),
      '</table>',
    ].join('\n')
  const content = [
    `<p style="margin:0 0 12px;">${escapeHtml(t.greeting)}</p>`,
    `<p style="margin:0 0 16px;">${escapeHtml(t.intro)}</p>`,
    referenceBoxHtml({ font: FONTS[lang], label: t.referenceLabel, colon, reference: facts.reference, note: t.referenceNote }),
    `<h2 style="${H2}">${escapeHtml(t.tripsHeading)}</h2>`,
    ...facts.trips.map(tripHtml),
    `<h2 style="${H2}">${escapeHtml(t.bringHeading)}</h2>`,
    '<ul style="margin:0;padding:0 0 0 20px;">',
    ...bring.map((line) => `<li style="margin:0 0 6px;">${escapeHtml(line)}</li>`),
    '</ul>',
    `<h2 style="${H2}">${escapeHtml(t.contactHeading)}</h2>`,
    `<p style="margin:0 0 8px;">${escapeHtml(t.contactIntro)}</p>`,
    `<p style="margin:0 0 8px;">${escapeHtml(t.whatsapp)}${escapeHtml(colon)}<a href="${escapeHtml(whatsapp.url)}" style="${LINK}">${escapeHtml(whatsapp.shown)}</a><br>${escapeHtml(t.email)}${escapeHtml(colon)}${mailtoLink(site.email, LINK)}</p>`,
    `<p style="margin:12px 0 0;font-size:13px;color:${MUTED};">${escapeHtml(t.calendarNote)}</p>`,
    `<p style="margin:24px 0 0;">${escapeHtml(t.closing)}<br><strong style="color:${NAVY};">${escapeHtml(t.signature)}</strong><br><a href="${escapeHtml(siteUrl)}" style="${LINK}">${escapeHtml(siteUrl)}</a></p>`,
  ].join('\n')
  const html = layout({
    htmlLang: locales[lang].htmlLang,
    font: FONTS[lang],
    title: t.subject,
    preheader: t.preheader,
    brand,
    content,
    footer: escapeHtml(t.footer),
  })
  return { subject: t.subject, html, text }
}

/** The calendar event's words for one trip, in the visitor's language: the party, the reference, the team's contacts. */
export function calendarDescription(trip: ConfirmationTrip, facts: Pick<ConfirmationFacts, 'lang' | 'reference'>, site: ConfirmationSite): string {
  const t = texts[facts.lang]({ reference: facts.reference, name: '', brand: site.brand[facts.lang] })
  return [
    `${t.referenceLabel}${t.colon}${facts.reference}`,
    `${t.pickupPlace}${t.colon}${trip.pickupPlace}`,
    `${t.party}${t.colon}${t.partyOf(trip.adults, trip.children)}`,
    `${t.whatsapp}${t.colon}+${site.whatsapp}`,
    `${t.email}${t.colon}${site.email}`,
  ].join('\n')
}

/** The calendar events' title suffix: the brand, so the entry says who collects the visitor. */
export const calendarTitleSuffix = (lang: Lang, site: Pick<SiteForMail, 'brand'>): string => ` — ${site.brand[lang]}`
