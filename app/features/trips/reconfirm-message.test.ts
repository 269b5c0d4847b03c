import { describe, expect, it } from 'vitest'
import { reconfirmEn, reconfirmZh } from './reconfirm-copy'
import { reconfirmMessage, whatsAppLink } from './reconfirm-message'

const trip = { service: '沙漠冲沙', pickupTime: '15:30', pickupPlace: 'Atlantis The Palm', adults: 2, children: 0 }
const input = { name: '王芳', brand: '万德假日', day: '2026-12-02', trips: [trip], whatsapp: '+971 58 983 1967', email: 'info@example.com' }

describe('the reconfirmation message', () => {
  it('opens a WhatsApp chat with the Chinese text, pickup time included, as wa.me reads it', () => {
    const link = new URL(whatsAppLink('+8613800138000', reconfirmMessage('zh', input)))
    expect(link.origin + link.pathname).toBe('https://wa.me/8613800138000')
    const text = link.searchParams.get('text') ?? ''
    expect(text).toContain('接送时间：15:30（迪拜时间）')
    expect(text.startsWith('王芳，您好！\n我是万德假日的客服')).toBe(true)
  })

  it('greets a visitor without a name and says when the pickup time is still to come', () => {
    const text = reconfirmMessage('en', {
      ...input,
      name: '',
      brand: 'WanderWonderWorld Dubai',
      trips: [{ ...trip, pickupTime: null, pickupPlace: '', children: 1 }],
    })
    expect(text).toMatch(/^Hello,\nThis is WanderWonderWorld Dubai, reconfirming your plans for tomorrow, Wednesday 2 December:/)
    expect(text).toContain('Pickup time: we will send it shortly')
    expect(text).toContain('From: to be confirmed with you')
    expect(text).toContain('Guests: 2 adults, 1 child')
  })
})

describe('the screens’ copy', () => {
  it('has no empty text in either language', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(texts) : []
    for (const copy of [reconfirmEn, reconfirmZh]) expect(texts(copy).filter((text) => text.trim() === '')).toEqual([])
  })
})
