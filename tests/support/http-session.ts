/**
 * An HTTP client that keeps cookies and follows redirects, as a browser's requests do: what a test
 * outside the browser needs to sign in through the built-in identity provider and then use the desk.
 */
type StoredCookie = { name: string; value: string; path: string }

/**
 * What a test may add to each request a session sends, redirects included (e.g. which instance
 * behind a balancer answers it), and what it sees of each answer.
 */
export type HttpSessionHooks = {
  headersFor?: (target: URL, method: string) => Record<string, string>
  onResponse?: (target: URL, method: string, response: Response) => void
}

/** One client's cookies for one origin (the tests' servers are on 127.0.0.1, one port each). */
export class HttpSession {
  readonly #cookies: StoredCookie[] = []
  readonly #hooks: HttpSessionHooks

  constructor(hooks: HttpSessionHooks = {}) {
    this.#hooks = hooks
  }

  /** GET `url`, following redirects; the final response. */
  get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.#send(url, { method: 'GET', headers })
  }

  /** The Cookie header this session sends to `url`: for a request made some other way (a raw socket, a streamed body). */
  cookieFor(url: string): string {
    return this.#cookieHeader(new URL(url))
  }

  /** POST a form to `url`, following redirects (a 303, 302 or 301 continues with GET). */
  post(url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.#send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    })
  }

  async #send(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Response> {
    let target = new URL(url)
    let request = init
    for (let hop = 0; hop <= 20; hop += 1) {
      const cookie = this.#cookieHeader(target)
      const response = await fetch(target, {
        method: request.method,
        headers: { ...request.headers, ...this.#hooks.headersFor?.(target, request.method), ...(cookie ? { Cookie: cookie } : {}) },
        ...(request.body === undefined ? {} : { body: request.body }),
        redirect: 'manual',
      })
      this.#hooks.onResponse?.(target, request.method, response)
      this.#store(response, target)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) {
        Object.defineProperty(response, 'url', { value: target.toString() })
        return response
      }
      await response.body?.cancel()
      target = new URL(location, target)
      if (response.status !== 307 && response.status !== 308) request = { method: 'GET', headers: {} }
    }
    throw new Error(`more than 20 redirects from ${url}`)
  }

  #store(response: Response, from: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
      // Without a Path, a cookie belongs to the directory of the address that set it.
      const path = attribute('path') || from.pathname.slice(0, from.pathname.lastIndexOf('/')) || '/'
      const maxAge = attribute('max-age')
      const expires = attribute('expires')
      const isGone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now())
      const index = this.#cookies.findIndex((cookie) => cookie.name === name && cookie.path === path)
      if (index >= 0) this.#cookies.splice(index, 1)
      if (!isGone) this.#cookies.push({ name, value, path })
    }
  }

  #cookieHeader(target: URL): string {
    return this.#cookies
      .filter((cookie) => target.pathname === cookie.path || target.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ')
  }
}

/** Signs `session` in as `email` through the built-in provider (following its redirects); the final status. */
export async function signInSession(session: HttpSession, baseUrl: string, email: string, password: string): Promise<number> {
  const start = await session.get(`${baseUrl}/auth/start`)
  const uid = /\/interaction\/([^/?]+)/.exec(start.url)?.[1]
  if (!uid) throw new Error(`sign-in did not reach the provider's page: ${start.url}`)
  await start.body?.cancel()
  const done = await session.post(`${baseUrl}/interaction/${uid}/login`, { email, password }, { Origin: baseUrl })
  // Read to the end (the result page is small): a cancelled answer may reach the server as a
  // client gone before it finished, and its request line would never be logged.
  await done.arrayBuffer()
  return done.status
}
