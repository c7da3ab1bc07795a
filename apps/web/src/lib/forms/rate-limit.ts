import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Form posts per client address and form, counted by the proxy before a post reaches the page (so
 * an address over its limit gets the localized 429 page): FORM_POSTS_PER_IP (10) in 15 minutes, the
 * number the content service also counts. In memory per web instance; a shared store (REDIS_URL)
 * replaces `RateLimiterMemory` here when the site runs on several instances.
 */
export type FormName = 'contact' | 'subscribe' | 'unsubscribe' | 'email-link'

const WINDOW_SECONDS = 15 * 60
const perIp = () => Number(process.env.FORM_POSTS_PER_IP || 10)
/** Links from emails (confirm, unsubscribe, one-click): mail providers' requests share few addresses. */
const LINK_FACTOR = 20

// On globalThis: the proxy and the app's routes are separate bundles in one server process.
const limiters: Map<FormName, RateLimiterMemory> = ((
  globalThis as { __jttFormLimiters?: Map<FormName, RateLimiterMemory> }
).__jttFormLimiters ??= new Map())
const limiterOf = (form: FormName) => {
  let limiter = limiters.get(form)
  if (!limiter) {
    const points = perIp() * (form === 'email-link' ? LINK_FACTOR : 1)
    limiter = new RateLimiterMemory({ keyPrefix: `form-${form}`, points, duration: WINDOW_SECONDS })
    limiters.set(form, limiter)
  }
  return limiter
}

/** Counts one post; answers the seconds to wait when it went over the limit, else 0. */
export async function countFormPost(form: FormName, ip: string): Promise<number> {
  try {
    await limiterOf(form).consume(ip)
    return 0
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
    throw error
  }
}
