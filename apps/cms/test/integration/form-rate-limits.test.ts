import { describe, expect, it } from 'vitest'
import { expectErrorBody, fromClient, postRaw } from './helpers'

/**
 * Every form resource counts posts per client address (`src/forms/limits.ts`: FORM_POSTS_PER_IP,
 * 10 in this suite; links from emails twenty times that) and answers 429 with Retry-After past it.
 * Every post counts, valid or not, so empty bodies (400) fill the window quickly.
 */
const PER_IP = 10
const FORM_RESOURCES = [
  { path: '/contact-messages', limit: PER_IP },
  { path: '/alert-subscriptions', limit: PER_IP },
  { path: '/alert-subscriptions/unsubscribe-requests', limit: PER_IP },
  { path: '/alert-subscriptions/confirm', limit: PER_IP * 20 },
  { path: '/alert-subscriptions/unsubscribe', limit: PER_IP * 20 },
]

describe('rate limits on every form resource', () => {
  FORM_RESOURCES.forEach(({ path, limit }, index) => {
    it(`POST ${path}: ${limit} posts per address, then 429 with Retry-After`, async () => {
      const ip = `192.0.2.${100 + index}`
      for (let i = 0; i < limit; i++) expect((await postRaw(path, '{}', fromClient(ip))).status).toBe(400)
      const limited = await postRaw(path, '{}', fromClient(ip))
      expect(limited.status).toBe(429)
      expect(expectErrorBody(limited.json).code).toBe('too_many_requests')
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      // Another address is not affected.
      expect((await postRaw(path, '{}', fromClient(`192.0.2.${200 + index}`))).status).toBe(400)
    })
  })
})
