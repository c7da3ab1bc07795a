'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** What the error boundary shows, translated by the layout (the browser carries no translation library). */
export type ErrorStrings = {
  title: string
  text: string
  tryAgain: string
  returnHome: string
  imageAlt: string
  homeHref: string
}

const Context = createContext<ErrorStrings | null>(null)

/** Gives the error boundary (app/[locale]/error.tsx) its words; the layout renders it around the page. */
export function ErrorStringsProvider({ strings, children }: { strings: ErrorStrings; children: ReactNode }) {
  return <Context.Provider value={strings}>{children}</Context.Provider>
}

/** The error boundary's words; null outside the layout (never in practice). */
export const useErrorStrings = () => useContext(Context)
