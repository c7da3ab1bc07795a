import { env } from '../lib/env'
import { rateLimiter } from '../lib/rateLimit'

const WINDOW_SECONDS = 15 * 60

/**
 * Posts per client address and form in 15 minutes (FORM_POSTS_PER_IP, the same number the web site
 * counts; it counts first, so visitors of the site see its localized page). Every post counts, valid
 * or not. Links from emails are looser: a mail provider's one-click requests share few addresses.
 */
export const formLimits = {
  contact: rateLimiter('form-contact', env.formPostsPerIp, WINDOW_SECONDS),
  subscribe: rateLimiter('form-subscribe', env.formPostsPerIp, WINDOW_SECONDS),
  unsubscribeRequest: rateLimiter('form-unsubscribe-request', env.formPostsPerIp, WINDOW_SECONDS),
  emailLink: rateLimiter('form-email-link', env.formPostsPerIp * 20, WINDOW_SECONDS),
}

/**
 * Emails the forms send to one address (confirmation and unsubscribe links) per hour: nobody can
 * flood someone's mailbox through the forms. Over the limit the form still answers as usual (it
 * never tells whether an address is known), and no email goes out.
 */
export const emailsPerAddress = rateLimiter('emails-per-address', 3, 60 * 60)
