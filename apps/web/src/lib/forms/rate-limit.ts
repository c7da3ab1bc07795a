import { createRateLimiter, type RateLimiter } from '@jtt/server/rate-limit'
import { env } from '../../env'

/**
 * Form posts per client address and form, counted by the proxy before a post reaches the page (so
 * an address over its limit gets the localized 429 page): FORM_POSTS_PER_IP (10) in 15 minutes, the
 * number the content service also counts. Shared by every web instance through Redis when
 * REDIS_URL is set, in this process's memory otherwise (see @jtt/server/rate-limit).
 */
export type FormName = 'contact' | 'subscribe' | 'unsubscribe' | 'email-link'

const WINDOW_SECONDS = 15 * 60
const perIp = () => env.formPostsPerIp
/** Links from emails (confirm, unsubscribe, one-click): mail providers' requests share few addresses. */
const LINK_FACTOR = 20

// On globalThis: the proxy and the app's routes are separate bundles in one server process.
const limiters: Map<FormName, RateLimiter> = ((
  globalThis as { __jttFormLimiters?: Map<FormName, RateLimiter> }
).__jttFormLimiters ??= new Map())
const limiterOf = (form: FormName) => {
  let limiter = limiters.get(form)
  if (!limiter) {
    const points = perIp() * (form === 'email-link' ? LINK_FACTOR : 1)
    // `web-` apart from the CMS's own `form-` counters when both share one Redis.
    limiter = createRateLimiter({ name: `web-form-${form}`, points, windowSeconds: WINDOW_SECONDS })
    limiters.set(form, limiter)
  }
  return limiter
}

/** Counts one post; answers the seconds to wait when it went over the limit, else 0. */
export const countFormPost = (form: FormName, ip: string): Promise<number> => limiterOf(form).hit(ip)
