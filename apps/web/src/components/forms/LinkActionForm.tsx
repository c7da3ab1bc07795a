'use client'

import { useActionState } from 'react'
import { confirmAlertSubscription, unsubscribeWithLink } from '@/lib/forms/actions'
import { PAGE_LOCALE_FIELD } from '@/lib/forms/bodies'
import { initialFormState } from '@/lib/forms/state'
import styles from './forms.module.css'

type Props = {
  /** What the link is for: confirming a subscription or leaving it. */
  kind: 'confirm' | 'unsubscribe'
  token: string
  locale: 'id' | 'en'
  returnTo?: 'unsubscribe' | 'investor-relations'
  texts: { submit: string; sending: string; problemTitle: string }
}

const ACTIONS = { confirm: confirmAlertSubscription, unsubscribe: unsubscribeWithLink }

/**
 * The one button a link from an email opens (the state changes on this POST, never on the link's
 * GET, which mail scanners follow). A bad or expired link is said in words, with the way forward
 * given by the page.
 */
export function LinkActionForm({ kind, token, locale, returnTo, texts }: Props) {
  const [state, action, pending] = useActionState(ACTIONS[kind], initialFormState)
  return (
    <form action={action} className={styles.form}>
      {state.problemText && (
        <div className={styles.summary} role="alert">
          <h3 className={styles.summaryTitle}>{texts.problemTitle}</h3>
          <p>{state.problemText}</p>
        </div>
      )}
      <input type="hidden" name={PAGE_LOCALE_FIELD} value={locale} />
      <input type="hidden" name="token" value={token} />
      {returnTo && <input type="hidden" name="return-to" value={returnTo} />}
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
