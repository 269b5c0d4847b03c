import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Whether a state change comes from the site's own pages is decided by the desk's gate
  // (features/desk/gate.server.ts), which answers 403 with `no-store` for another Origin, a missing
  // one or `Sec-Fetch-Site: cross-site`. React Router's own Origin check would refuse first, with a
  // bare 400, so it stands aside: every route with an action sits under the gated admin layout, or is
  // a resource route (which that check never covered). tests/lint/action-routes.test.ts keeps it so.
  allowedActionOrigins: ['**'],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
