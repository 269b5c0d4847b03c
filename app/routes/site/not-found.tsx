import { data } from 'react-router'

/** Any path outside the route table: the site layout's error boundary renders the bilingual 404 page. */
export function loader(): never {
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
