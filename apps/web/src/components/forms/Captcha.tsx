'use client'

import { useEffect, useRef, useState } from 'react'
import { CAPTCHA_FIELD } from '@/lib/forms/state'
import { whenNearViewport } from '@/lib/near-viewport'
import styles from './forms.module.css'

/** The part of Google's `grecaptcha` (v2, explicit rendering) this widget uses. */
type Grecaptcha = {
  render: (container: HTMLElement, params: Record<string, unknown>) => number
  reset: (widgetId?: number) => void
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    __jttRecaptchaReady?: () => void
  }
}

export type CaptchaTexts = {
  legend: string
  hint: string
  loadFailed: string
  executeFailed: string
  noscriptLabel: string
  noscriptHint: string
  frameTitle: string
}

type Props = {
  siteKey: string
  scriptUrl: string
  fallbackUrl: string
  locale: string
  texts: CaptchaTexts
  /** The field's error, already in words. */
  error?: string
  /** Changes after every server answer: the widget is reset, its answer being good for one check. */
  attempt: number
}

const READY_CALLBACK = '__jttRecaptchaReady'
let loading: Promise<Grecaptcha> | null = null

/**
 * Loads Google's script once, when a page's captcha is first needed (only form pages have one), with
 * explicit rendering so the widget appears where React put its container.
 */
function loadRecaptcha(scriptUrl: string, locale: string): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha)
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[READY_CALLBACK] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('no grecaptcha')))
    const script = document.createElement('script')
    const url = new URL(scriptUrl)
    url.searchParams.set('onload', READY_CALLBACK)
    url.searchParams.set('render', 'explicit')
    url.searchParams.set('hl', locale)
    script.src = url.toString()
    script.async = true
    script.onerror = () => {
      loading = null
      reject(new Error('script'))
    }
    document.head.appendChild(script)
  })
  return loading
}

/**
 * Calls `start` once the captcha is needed: its box comes near the viewport, or the visitor starts on
 * the form (focus, pointer). Google's script is some hundreds of KB: a visitor who only reads the
 * page never loads it. Answers a function that stops waiting.
 */
function waitUntilNeeded(box: HTMLElement | null, start: () => void): () => void {
  const form = box?.closest('form')
  if (!box || !form) {
    start()
    return () => {}
  }
  const stopWatching = whenNearViewport(box, start)
  form.addEventListener('focusin', start)
  form.addEventListener('pointerdown', start)
  return () => {
    stopWatching()
    form.removeEventListener('focusin', start)
    form.removeEventListener('pointerdown', start)
  }
}

/**
 * reCAPTCHA v2, normal size (spec §5, §9). Its answer lands in the form's `g-recaptcha-response`
 * field; without JavaScript, Google's fallback challenge and a text area take its place. A script
 * that does not load or a widget that does not start is shown in the spec's words (§8).
 */
export function Captcha({ siteKey, scriptUrl, fallbackUrl, locale, texts, error, attempt }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null)
  const [failure, setFailure] = useState<'load' | 'execute' | null>(null)

  useEffect(() => {
    let cancelled = false
    let started = false
    let stopWaiting = () => {}
    const start = () => {
      if (started) return
      started = true
      stopWaiting()
      loadRecaptcha(scriptUrl, locale).then(
        (api) => {
          if (cancelled || !container.current || widget.current) return
          try {
            widget.current = { api, id: api.render(container.current, { sitekey: siteKey, size: 'normal' }) }
          } catch (e) {
            // The visitor's browser console (a client component), as reCAPTCHA's own messages say it.
            // eslint-disable-next-line no-console
            console.error('Failed to execute', e)
            setFailure('execute')
          }
        },
        () => {
          if (cancelled) return
          // eslint-disable-next-line no-console
          console.error('ReCaptcha error: Failed to load script')
          setFailure('load')
        },
      )
    }
    stopWaiting = waitUntilNeeded(container.current, start)
    return () => {
      cancelled = true
      stopWaiting()
    }
  }, [scriptUrl, locale, siteKey])

  useEffect(() => {
    if (attempt > 0) widget.current?.api.reset(widget.current.id)
  }, [attempt])

  const describedBy = ['captcha-hint', error ? 'captcha-error' : null, failure ? 'captcha-failure' : null]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset id="captcha" className={styles.captcha} aria-describedby={describedBy} tabIndex={-1}>
      <legend className={styles.label}>{texts.legend}</legend>
      <p id="captcha-hint" className={styles.hint}>
        {texts.hint}
      </p>
      {error && (
        <p id="captcha-error" className={styles.error}>
          {error}
        </p>
      )}
      {failure && (
        <p id="captcha-failure" className={styles.error} role="alert">
          {failure === 'load'
            ? `ReCaptcha error: Failed to load script. ${texts.loadFailed}`
            : `Failed to execute. ${texts.executeFailed}`}
        </p>
      )}
      <div ref={container} className={styles.widget} />
      <noscript>
        <iframe
          src={`${fallbackUrl}?k=${encodeURIComponent(siteKey)}&hl=${locale}`}
          title={texts.frameTitle}
          width={302}
          height={422}
          className={styles.fallbackFrame}
        />
        <label htmlFor="captcha-noscript" className={styles.label}>
          {texts.noscriptLabel}
        </label>
        <p className={styles.hint}>{texts.noscriptHint}</p>
        <textarea id="captcha-noscript" name={CAPTCHA_FIELD} rows={3} className={styles.input} />
      </noscript>
    </fieldset>
  )
}
