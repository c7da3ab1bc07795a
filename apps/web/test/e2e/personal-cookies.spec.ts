import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminCredentials, PRESS_LIST, urlOf } from './fixtures'
import { sitePath } from '@jtt/content-api/routes'

/**
 * Only the site's own session and preview cookies make a page personal. A visitor whose browser
 * carries analytics cookies (the tag manager's `_ga`, `_gid`) gets the pages everyone gets, from the
 * front's cache; an editor carrying the same cookies still gets their own pages once signed in.
 */
const ANALYTICS = [
  { name: '_ga', value: 'GA1.1.1234.5678' },
  { name: '_gid', value: 'GA1.1.99' },
]

/**
 * Asks for `path` until the front answers it from its cache: the first visit renders it, and an edit
 * made meanwhile by tests running in parallel retires every kept page (the next visit keeps it again).
 * Through the browser context's request client: its cookies, without the browser's HTTP cache (whose
 * revalidated copies show the headers they first came with).
 */
async function visitUntilKept(request: APIRequestContext, path: string) {
  for (let visit = 0; visit < 5; visit++) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    if (res.headers()['x-cache'] === 'HIT') return res
  }
  throw new Error(`${path} was never answered from the front's cache`)
}

test('analytics cookies change nothing: list pages, with their query in any order, come from the cache', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(ANALYTICS.map((c) => ({ ...c, url: baseURL! })))
  const kept = await visitUntilKept(context.request, `${PRESS_LIST.id}?page=1&utm_source=newsletter`)
  const html = await kept.text()
  // The same page under another spelling of its address: the known parameters only, in any order.
  const again = await context.request.get(`${PRESS_LIST.id}?utm_medium=email&page=1`)
  expect(again.headers()['x-cache']).toBe('HIT')
  expect(await again.text()).toBe(html)
  // And in the browser, with the cookies: the page as everyone gets it.
  await page.goto(`${PRESS_LIST.id}?page=1&utm_source=newsletter`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a signed-in editor with analytics cookies gets their own pages, never a kept one', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(ANALYTICS.map((c) => ({ ...c, url: baseURL! })))
  await visitUntilKept(context.request, sitePath('home', 'en'))
  const { email, password } = adminCredentials()
  await page.goto(`${sitePath('login', 'en')}?redirect=${sitePath('account', 'en')}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(urlOf(sitePath('account', 'en')))
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible()
  // Signed in, the public pages are rendered for the editor (the front passes them on whole). Asked
  // with the context's cookies but not through the browser's HTTP cache, which would revalidate its
  // copy from the visits above and show that copy's headers.
  for (const path of [sitePath('home', 'en'), `${PRESS_LIST.en}?page=1`]) {
    const res = await context.request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['x-cache'], path).toBeUndefined()
  }
  await page.goto(sitePath('account', 'en'))
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en$/)
  // Signed out, with the analytics cookies still there: a visitor like any other again.
  expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['_ga', '_gid']))
  await visitUntilKept(context.request, sitePath('home', 'en'))
})
