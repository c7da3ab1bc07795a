'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldError, FormState } from '@/lib/forms/state'

/**
 * The browser's half of "validated on the client and again on the server": checks the form with
 * the same rules before it is sent (a form with errors is not sent), shows whichever errors are
 * newer — its own or the server's — and moves focus to the error summary whenever errors appear.
 */
export function useFormChecks(state: FormState, check: (data: FormData) => Record<string, FieldError>) {
  const [own, setOwn] = useState<{ errors: Record<string, FieldError>; attempt: number } | null>(null)
  const [checks, setChecks] = useState(0)
  const summary = useRef<HTMLDivElement>(null)
  // The server's answer to a later submission replaces the browser's earlier findings.
  const current = own && own.attempt === state.attempt ? own.errors : state.errors

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = check(new FormData(event.currentTarget))
    if (Object.keys(errors).length === 0) {
      setOwn(null)
      return
    }
    event.preventDefault()
    setOwn({ errors, attempt: state.attempt })
    setChecks((n) => n + 1)
  }

  const hasProblem = Object.keys(current).length > 0 || Boolean(state.problem)
  useEffect(() => {
    if (hasProblem && (checks > 0 || state.attempt > 0)) summary.current?.focus()
    // Focus moves when a check or an answer produced errors, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checks, state.attempt])

  return { errors: current, onSubmit, summary }
}
