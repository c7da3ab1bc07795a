import fs from 'node:fs'
import path from 'node:path'
import { expect, type Browser, type Page } from '@playwright/test'
import { axeViolations } from './axe'
import { visitorAddress } from './mail'

/** The UI strings, so tests find what visitors read without hard-coding either language. */
type Messages = typeof import('../../messages/id.json')
const read = (locale: string): Messages =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'))
export const messages = { id: read('id'), en: read('en') }

/** A message with its `{name}` placeholders filled (no plural forms are used where this is called). */
export const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`))

/**
 * A fresh visitor (own address, so form limits never collide). `javaScript: false` is a browser
 * without JavaScript; `'app-blocked'` keeps JavaScript on but never loads the site's own scripts, so
 * forms post as plain HTML forms while axe (which needs JavaScript in the page) can still inspect
 * the server's answer.
 */
export async function visitor(browser: Browser, { javaScript = true as boolean | 'app-blocked' } = {}): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript !== false,
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  })
  if (javaScript === 'app-blocked') await context.route('**/_next/static/**/*.js', (route) => route.abort())
  return context.newPage()
}

/** axe (WCAG 2.2 AA) on the page as it is now: an error state, a success state, the form. */
export async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([])
}

/**
 * Puts `answer` in the captcha widget's hidden field, as a bot would fill it. Waits for the widget: its
 * script loads after the page, and on a busy machine the field was not there yet 0.8 s after load.
 */
export const answerCaptchaAs = (page: Page, answer: string) =>
  page.locator('textarea[name="g-recaptcha-response"]').evaluate((field: HTMLTextAreaElement, value) => {
    field.value = value
  }, answer)

/** Ticks the reCAPTCHA stand-in's box (it puts a `pass-…` answer into the form). */
export const tickCaptcha = (page: Page) => page.getByRole('button', { name: "I'm not a robot (test captcha)" }).click()
