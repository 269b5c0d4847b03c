import { showToast } from '../../components/ui/toast'
import { CartIcon } from '../../components/ui/icons'
import { cart } from '../cart/cart-store'
import type { ServiceQuestion } from '../catalog/service-questions'
import type { Copy } from '../i18n/en'

export const CART_TOAST_MS = 4000

/** Adds one product to the WonderCart and says so (a 4-second toast; duplicates are refused). */
export function AddToCartButton({
  id,
  title,
  asks,
  copy,
  variant = 'solid',
}: {
  id: string
  title: string
  /** The questions the enquiry form asks about this product. */
  asks: readonly ServiceQuestion[]
  copy: Copy
  variant?: 'solid' | 'outline'
}) {
  return (
    <button
      type="button"
      onClick={() => {
        const result = cart.add({ id, name: title, asks })
        const message = result === 'added' ? copy.cart.added : result === 'duplicate' ? copy.cart.duplicate : copy.cart.full
        showToast({ id: 'cart', message, durationMs: CART_TOAST_MS, tone: result === 'added' ? 'success' : 'info' })
      }}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold ${
        variant === 'solid' ? 'bg-navy text-cream hover:bg-night' : 'border border-navy text-navy hover:bg-navy hover:text-cream'
      }`}
    >
      <CartIcon size={18} />
      {copy.catalog.addToCart}
      <span className="sr-only">{copy.catalog.forItem(title)}</span>
    </button>
  )
}
