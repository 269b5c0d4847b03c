// oidc-provider keeps the request in progress in this module's AsyncLocalStorage; it ships no types for it.
declare module 'oidc-provider/lib/helpers/als.js' {
  const store: import('node:async_hooks').AsyncLocalStorage<unknown>
  export default store
}
