import { useState } from 'react'
import { ChatIcon, CartIcon, MailIcon } from '../../components/ui/icons'
import { Modal } from '../../components/ui/modal'
import { showToast } from '../../components/ui/toast'
import { openCart } from '../cart/cart-ui'
import type { Copy } from '../i18n/en'
import { whatsappChatUrl } from './contact-links'
import { copyText } from './copy-text'

export const COPIED_TOAST_MS = 3000

/** `conciergeHours`: when the WhatsApp concierge answers, e.g. '08:00–22:00' (site settings). */
export type ContactChannels = { email: string; whatsapp: string; wechatId: string; wechatQrImage: string; conciergeHours: string }

/**
 * The four contact buttons: Email us copies the address (the toast shows for 3 s even when copying
 * fails, and a repeat click restarts it), Chat us and WeChat us open QR modals, My WonderCart opens the cart.
 */
export function ContactActions({ channels, greeting, copy }: { channels: ContactChannels; greeting: string; copy: Copy }) {
  const [openModal, setOpenModal] = useState<'whatsapp' | 'wechat' | null>(null)
  const close = () => {
    setOpenModal(null)
  }
  const button = 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition'
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={`${button} bg-navy text-cream hover:bg-night`}
          onClick={() => {
            void copyText(channels.email).finally(() => {
              showToast({ id: 'email-copied', message: copy.contact.copied(channels.email), durationMs: COPIED_TOAST_MS })
            })
          }}
        >
          <MailIcon size={18} />
          {copy.contact.emailUs}
        </button>
        <button
          type="button"
          className={`${button} bg-teal-dark text-white hover:bg-teal`}
          onClick={() => {
            setOpenModal('whatsapp')
          }}
        >
          <ChatIcon size={18} />
          {copy.contact.chatUs}
        </button>
        <button
          type="button"
          className={`${button} bg-[#1a7f37] text-white hover:bg-[#166c2f]`}
          onClick={() => {
            setOpenModal('wechat')
          }}
        >
          <ChatIcon size={18} />
          {copy.contact.wechatUs}
        </button>
        <button type="button" className={`${button} bg-gold text-navy hover:bg-sand`} onClick={openCart}>
          <CartIcon size={18} />
          {copy.contact.myCart}
        </button>
      </div>
      <Modal isOpen={openModal === 'whatsapp'} onClose={close} title={copy.contact.whatsappTitle} closeLabel={copy.contact.close}>
        <img src="/api/qr/whatsapp.svg" alt={copy.contact.qrAlt('WhatsApp')} width={220} height={220} className="mx-auto size-56 rounded-xl bg-white p-2" />
        <p className="mt-3 text-sm text-muted">{copy.contact.whatsappBody(channels.conciergeHours)}</p>
        <a
          href={whatsappChatUrl(channels.whatsapp, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 flex min-h-11 items-center justify-center gap-2 rounded-full bg-teal-dark px-4 font-semibold text-white hover:bg-teal"
        >
          <ChatIcon size={18} />
          {copy.contact.openChat}
        </a>
      </Modal>
      <Modal isOpen={openModal === 'wechat'} onClose={close} title={copy.contact.wechatTitle} closeLabel={copy.contact.close}>
        <img
          src={channels.wechatQrImage || '/api/qr/wechat.svg'}
          alt={copy.contact.qrAlt('WeChat')}
          width={220}
          height={220}
          className="mx-auto size-56 rounded-xl bg-white p-2"
        />
        <p className="mt-3 text-sm text-muted">{channels.wechatId || channels.wechatQrImage ? copy.contact.wechatBodyId : copy.contact.wechatBodySite}</p>
        {channels.wechatId && (
          <p className="mt-2 text-center font-semibold text-navy">
            {copy.contact.wechatIdLabel}: {channels.wechatId}
          </p>
        )}
      </Modal>
    </>
  )
}

/** A navy call-to-action panel with the four buttons. */
export function ContactPanel({
  title,
  body,
  channels,
  greeting,
  copy,
}: {
  title: string
  body: string
  channels: ContactChannels
  greeting: string
  copy: Copy
}) {
  return (
    <section aria-labelledby="get-in-touch" className="mt-14 rounded-3xl bg-navy p-6 text-cream sm:p-10">
      <h2 id="get-in-touch" className="font-display text-3xl font-semibold">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-cream/85">{body}</p>
      <div className="mt-6">
        <ContactActions channels={channels} greeting={greeting} copy={copy} />
      </div>
    </section>
  )
}

/** The floating chat button: a chat link with this page's greeting. */
export function FloatingChat({ whatsapp, greeting, copy }: { whatsapp: string; greeting: string; copy: Copy }) {
  return (
    <a
      href={whatsappChatUrl(whatsapp, greeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={copy.contact.floatingChat}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-teal-dark text-sm font-semibold text-white shadow-lg hover:bg-teal sm:size-auto sm:min-h-12 sm:px-4"
    >
      <ChatIcon size={22} />
      <span aria-hidden="true" className="hidden sm:inline">
        {copy.contact.floatingChat}
      </span>
    </a>
  )
}
