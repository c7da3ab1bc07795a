'use client'

import { useActionState } from 'react'
import { login, type LoginError, type LoginState } from '@/lib/auth/actions'
import styles from './auth.module.css'

type Strings = { email: string; password: string; submit: string; errors: Record<LoginError, string> }

/**
 * The sign-in form. A server action: without JavaScript it is a plain form post, with it the page
 * stays and the error shows next to the form; the email typed is kept either way.
 */
export function LoginForm({ locale, redirectTo, strings }: { locale: string; redirectTo: string; strings: Strings }) {
  const [state, action, pending] = useActionState<LoginState, FormData>(login, { email: '' })
  return (
    <form action={action} className={styles.form} noValidate={false}>
      {state.error && (
        <p role="alert" className={styles.error} id="login-error">
          {strings.errors[state.error]}
        </p>
      )}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="redirect" value={redirectTo} />
      <label htmlFor="login-email">{strings.email}</label>
      <input
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        defaultValue={state.email}
        aria-describedby={state.error ? 'login-error' : undefined}
      />
      <label htmlFor="login-password">{strings.password}</label>
      <input
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={1024}
      />
      <button type="submit" className="button" disabled={pending}>
        {strings.submit}
      </button>
    </form>
  )
}
