import type { ReactNode } from 'react'

/**
 * The real root layout is app/[locale]/layout.tsx (it sets <html lang>). This pass-through exists so
 * that app/not-found.tsx can answer requests that never reach a locale.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children
}
