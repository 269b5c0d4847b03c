import { Modal } from '../../components/ui/modal'
import type { Copy } from '../i18n/en'
import { cart, useCartItems } from './cart-store'
import { closeCart, useIsCartOpen } from './cart-ui'

/** The WonderCart: the collected services, each removable, and Clear all. */
export function CartModal({ copy }: { copy: Copy }) {
  const isOpen = useIsCartOpen()
  const items = useCartItems()
  return (
    <Modal isOpen={isOpen} onClose={closeCart} title={copy.cartModal.title} closeLabel={copy.contact.close} size="lg">
      {items.length === 0 ? (
        <p className="text-muted">{copy.cartModal.empty}</p>
      ) : (
        <>
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
    </Modal>
  )
}
