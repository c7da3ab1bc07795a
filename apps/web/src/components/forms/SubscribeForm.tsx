'use client'

import { ALERT_TOPICS, FIELD_LIMITS, type AlertTopic } from '@jtt/content-api/form-fields'
import { useActionState } from 'react'
import { subscribeToAlerts } from '@/lib/forms/actions'
import { PAGE_LOCALE_FIELD, readSubscription } from '@/lib/forms/bodies'
import type { CaptchaSetup } from '@/lib/forms/captcha-setup'
import { checkSubscription } from '@/lib/forms/checks'
import { initialFormState } from '@/lib/forms/state'
import type { CaptchaTexts } from './Captcha'
import { CaptchaSlot } from './CaptchaSlot'
import { ErrorSummary } from './ErrorSummary'
import { Field } from './Field'
import { Honeypot } from './Honeypot'
import { errorText, type FormTexts } from './texts'
import { useFormChecks } from './useFormChecks'
import styles from './forms.module.css'

type SubscribeFormTexts = FormTexts & {
  email: string
  emailHint: string
  languageLegend: string
  languages: { code: 'id' | 'en'; name: string }[]
  topicsLegend: string
  topicsHint: string
  topics: Record<AlertTopic, string>
  /** The traffic topic's sections to choose from (none chosen: every section). */
  sectionsLegend: string
  sectionsHint: string
  sections: { slug: string; name: string }[]
  submit: string
  unavailable: string
  captcha: CaptchaTexts & { devWarning: string }
  honeypot: string
}

type Props = { locale: 'id' | 'en'; captcha: CaptchaSetup; texts: SubscribeFormTexts }

/** Checked on a first visit: every topic but traffic, which a traveller asks for (it can mean many emails). */
const DEFAULT_TOPICS: readonly string[] = ALERT_TOPICS.filter((topic) => topic !== 'traffic')

/**
 * Email-alert subscription: address, the language of the emails, topics and the captcha. The answer
 * is the same for every address (a confirmation email goes out when appropriate).
 */
export function SubscribeForm({ locale, captcha, texts }: Props) {
  const [state, action, pending] = useActionState(subscribeToAlerts, initialFormState)
  const { errors, onSubmit, summary } = useFormChecks(state, (data) =>
    checkSubscription(readSubscription(data).body, captcha.mode === 'on'),
  )
  const message = (field: string) => errorText(texts, field, errors[field])
  const chosenLocale = typeof state.values.locale === 'string' && state.values.locale ? state.values.locale : locale
  // A first visit offers the company's news; after an answer, what the visitor chose.
  const chosenTopics = Array.isArray(state.values.topics) ? state.values.topics : DEFAULT_TOPICS
  const chosenSections = Array.isArray(state.values.sections) ? state.values.sections : []
  const targets: Record<string, string> = {
    email: '#alert-email',
    locale: '#alert-locale',
    topics: '#alert-topics',
    sections: '#alert-sections',
    captcha: '#captcha',
  }
  const summaryItems = Object.keys(targets)
    .filter((field) => errors[field])
    .map((field) => ({ href: targets[field]!, text: message(field)! }))
  const unavailable = captcha.mode === 'broken'

  return (
    <form action={action} onSubmit={onSubmit} noValidate className={styles.form} aria-describedby="alert-required-note">
      <ErrorSummary ref={summary} title={texts.summaryTitle} items={summaryItems} problem={state.problemText} />
      {unavailable && (
        <p className={styles.problem} role="alert">
          {texts.unavailable}
        </p>
      )}
      <p id="alert-required-note" className={styles.hint}>
        {texts.requiredNote}
      </p>
      <input type="hidden" name={PAGE_LOCALE_FIELD} value={locale} />
      <Field
        id="alert-email"
        name="email"
        type="email"
        label={texts.email}
        hint={texts.emailHint}
        error={message('email')}
        defaultValue={typeof state.values.email === 'string' ? state.values.email : undefined}
        autoComplete="email"
        inputMode="email"
        maxLength={FIELD_LIMITS.email.max}
        spellCheck={false}
      />
      <fieldset
        id="alert-locale"
        className={styles.choices}
        tabIndex={-1}
        aria-describedby={errors.locale ? 'alert-locale-error' : undefined}
      >
        <legend className={styles.label}>{texts.languageLegend}</legend>
        {errors.locale && (
          <p id="alert-locale-error" className={styles.error}>
            {message('locale')}
          </p>
        )}
        {texts.languages.map((language) => (
          <label key={language.code} className={styles.choice}>
            <input type="radio" name="locale" value={language.code} defaultChecked={chosenLocale === language.code} />
            <span lang={language.code}>{language.name}</span>
          </label>
        ))}
      </fieldset>
      <fieldset
        id="alert-topics"
        className={styles.choices}
        tabIndex={-1}
        aria-describedby={['alert-topics-hint', errors.topics ? 'alert-topics-error' : null].filter(Boolean).join(' ')}
      >
        <legend className={styles.label}>{texts.topicsLegend}</legend>
        <p id="alert-topics-hint" className={styles.hint}>
          {texts.topicsHint}
        </p>
        {errors.topics && (
          <p id="alert-topics-error" className={styles.error}>
            {message('topics')}
          </p>
        )}
        {ALERT_TOPICS.map((topic) => (
          <label key={topic} className={styles.choice}>
            <input type="checkbox" name="topics" value={topic} defaultChecked={chosenTopics.includes(topic)} />
            <span>{texts.topics[topic]}</span>
          </label>
        ))}
      </fieldset>
      {texts.sections.length > 0 && (
        <fieldset
          id="alert-sections"
          className={styles.choices}
          tabIndex={-1}
          aria-describedby={['alert-sections-hint', errors.sections ? 'alert-sections-error' : null]
            .filter(Boolean)
            .join(' ')}
        >
          <legend className={styles.label}>{texts.sectionsLegend}</legend>
          <p id="alert-sections-hint" className={styles.hint}>
            {texts.sectionsHint}
          </p>
          {errors.sections && (
            <p id="alert-sections-error" className={styles.error}>
              {message('sections')}
            </p>
          )}
          {texts.sections.map((section) => (
            <label key={section.slug} className={styles.choice}>
              <input
                type="checkbox"
                name="sections"
                value={section.slug}
                defaultChecked={chosenSections.includes(section.slug)}
              />
              <span>{section.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <Honeypot label={texts.honeypot} />
      <CaptchaSlot
        setup={captcha}
        locale={locale}
        texts={texts.captcha}
        error={message('captcha')}
        attempt={state.attempt}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending || unavailable}>
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
