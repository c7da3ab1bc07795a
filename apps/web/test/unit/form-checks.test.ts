import { ALERT_TOPICS, FIELD_LIMITS } from '@jtt/content-api/form-fields'
import { describe, expect, it } from 'vitest'
import { checkContact, checkSubscription, checkUnsubscribeRequest } from '../../src/lib/forms/checks'
import { schemas, validate } from '../../src/lib/forms/validate'

/** Values that hit each rule's edges: empty, blank, short, long, control characters, odd addresses. */
const texts = ['', ' ', 'a', 'ab', ' ab ', 'abc', 'x'.repeat(9), 'x'.repeat(10), 'x'.repeat(100), 'x'.repeat(101)]
const lines = [...texts, 'two\nlines', 'tab\there', ' ok name ', 'x'.repeat(150), 'x'.repeat(151), 'x'.repeat(3001)]
const emails = [
  '',
  '  ',
  'budi@example.com',
  ' Budi@Example.COM ',
  'budi@',
  '@example.com',
  '.budi@example.com',
  'bu..di@example.com',
  'budi@example',
  'budi@exa_mple.com',
  "o'brien+tag@sub.example.co.id",
  'budi@example.c',
  `${'a'.repeat(250)}@x.co`,
  'budi @example.com',
]
const phones = [
  undefined,
  '0812 3456 7890',
  '+62 (21) 1234-567',
  '12345',
  '123456',
  'call me',
  '+',
  '1'.repeat(21),
  ' 08123456 ',
]
const locales = ['id', 'en', 'fr', '']
const topicSets: string[][] = [
  [],
  [...ALERT_TOPICS],
  ['press-releases'],
  ['nope'],
  ['press-releases', 'press-releases'],
]

/** The traffic topic's sections: none, slugs, a bad slug, a repeat, too many, not a list. */
const sectionSets: unknown[] = [
  [],
  ['semarang-solo'],
  ['semarang-solo', 'solo-ngawi'],
  ['Semarang Solo'],
  ['semarang-solo', 'semarang-solo'],
  Array.from({ length: FIELD_LIMITS.sections.max + 1 }, (_, i) => `section-${i}`),
  'semarang-solo',
  [42],
]

describe('the browser’s form checks give what the contract’s schemas give', () => {
  it('contact: every field, with and without a captcha answer', () => {
    let cases = 0
    for (const captchaToken of [undefined, 'answer'])
      for (const captchaNeeded of [true, false])
        for (const name of lines)
          for (const email of emails.slice(0, 4)) {
            const body = { name, email, subject: name, message: name, locale: 'id' as const, captchaToken }
            expect(checkContact(body, captchaNeeded), JSON.stringify(body)).toEqual(
              validate(schemas.contact, body, captchaNeeded),
            )
            cases++
          }
    for (const email of emails)
      for (const phone of phones)
        for (const locale of locales) {
          const body = { name: 'Budi', email, phone, subject: 'Tarif', message: 'x'.repeat(20), locale }
          // @ts-expect-error -- a locale outside the contract, as a forged form could send
          expect(checkContact(body, false), JSON.stringify(body)).toEqual(validate(schemas.contact, body, false))
          cases++
        }
    expect(cases).toBeGreaterThan(500)
  })

  it('email alerts: subscription and unsubscribe request', () => {
    for (const email of emails)
      for (const locale of locales)
        for (const topics of topicSets) {
          const body = { email, locale, topics } as Parameters<typeof checkSubscription>[0]
          expect(checkSubscription(body, true), JSON.stringify(body)).toEqual(validate(schemas.subscribe, body, true))
          for (const sections of sectionSets) {
            const withSections = { ...body, sections } as Parameters<typeof checkSubscription>[0]
            expect(checkSubscription(withSections, true), JSON.stringify(withSections)).toEqual(
              validate(schemas.subscribe, withSections, true),
            )
          }
          const request = { email, locale } as Parameters<typeof checkUnsubscribeRequest>[0]
          expect(checkUnsubscribeRequest(request, false)).toEqual(validate(schemas.unsubscribeRequest, request, false))
        }
  })
})
