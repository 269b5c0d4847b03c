import { data } from 'react-router'
import type { Route } from './+types/qr'
import { whatsappQrTarget, wechatQrTarget } from '../../features/contact/contact-links'
import { qrSvg } from '../../features/contact/qr-code.server'
import { requestScope } from '../../load-context'

/** GET /api/qr/whatsapp.svg and /api/qr/wechat.svg: QR codes of the configured channels. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { content, version } = await requestScope(context).services.content.getSiteContent()
  const { whatsapp, wechatId } = content.settings
  const target =
    params.name === 'whatsapp.svg'
      ? whatsappQrTarget(whatsapp)
      : params.name === 'wechat.svg'
        ? wechatQrTarget(wechatId, requestScope(context).services.config.publicUrl)
        : undefined
  if (!target) throw data(null, { status: 404 })
  const etag = `"qr-${String(version)}-${params.name}"`
  const headers = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600', ETag: etag }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(await qrSvg(target), { headers })
}
