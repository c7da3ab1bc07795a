import { vi } from 'vitest'

/**
 * Loads a module afresh under these environment variables: the site reads its settings once, on first
 * use (src/env.ts), so a test that changes them needs modules that have not read them yet.
 */
export async function withEnv<T>(variables: Record<string, string>, load: () => Promise<T>): Promise<T> {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value)
  vi.resetModules()
  return load()
}
