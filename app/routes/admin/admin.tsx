import type { Route } from './+types/admin'

export const meta: Route.MetaFunction = () => [
  { title: 'Admin desk · WanderWonderWorld Dubai' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function Admin() {
  return (
    <main className="grid min-h-screen place-items-center bg-navy px-4 text-cream">
      <div className="max-w-md text-center">
        <img src="/art/logo.svg" alt="" width={64} height={64} className="mx-auto size-16" />
        <h1 className="mt-4 font-display text-3xl font-semibold">Admin desk</h1>
        <p className="mt-3 text-cream/80">
          Staff sign in here to edit site content and prices, publish news and offers, read enquiries and watch
          outgoing mail.
        </p>
        <p className="mt-3 text-cream/80" lang="zh-CN">
          员工在此登录，管理网站内容与价格、发布新闻与优惠、查看咨询并跟踪外发邮件。
        </p>
      </div>
    </main>
  )
}
