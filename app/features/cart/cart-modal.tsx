import { lazy, Suspense } from 'react'
import { Modal } from '../../components/ui/modal'
import type { Copy } from '../i18n/en'
import type { Lang } from '../i18n/site-routes'
import { cart, useCartItems } from './cart-store'
import { closeCart, useIsCartOpen } from './cart-ui'
import type { HumanCheckSettings } from './human-check-client'

/** The form, its validation and the human check load only when the cart first opens. */
const EnquiryForm = lazy(() => import('./enquiry-form'))

/** The WonderCart: the collected services, each removable, Clear all, and the enquiry form. */
export function CartModal({ copy, lang, humanCheck }: { copy: Copy; lang: Lang; humanCheck: HumanCheckSettings }) {
  const isOpen = useIsCartOpen()
  const items = useCartItems()
  return (
    <Modal isOpen={isOpen} onClose={closeCart} title={copy.cartModal.title} closeLabel={copy.contact.close} size="lg">
      {items.length === 0 ? (
        <p className="text-muted">{copy.cartModal.empty}</p>
      ) : (
        <>
          <h3 className="mb-2 text-sm font-semibold text-navy">{copy.enquiry.itemsTitle}</h3>
          <ul className="divide-y divide-sand rounded-xl border border-sand bg-white">
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                <span className="font-medium text-navy">{item.name}</span>
                <button
                  type="button"
                  onClick={() => {
                    cart.remove(item.id)
                  }}
                  aria-label={copy.cartModal.removeNamed(item.name)}
                  className="min-h-10 rounded-full px-3 text-sm font-semibold text-terracotta hover:bg-terracotta/10"
                >
                  {copy.cartModal.remove}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              cart.clear()
            }}
            className="mt-3 min-h-10 rounded-full border border-navy/30 px-4 text-sm font-semibold text-navy hover:border-navy"
          >
            {copy.cartModal.clearAll}
          </button>
        </>
      )}
      {isOpen && (
        <Suspense fallback={<p className="mt-6 text-sm text-muted">…</p>}>
          <EnquiryForm lang={lang} copy={copy} humanCheck={humanCheck} />
        </Suspense>
      )}
    </Modal>
  )
}
