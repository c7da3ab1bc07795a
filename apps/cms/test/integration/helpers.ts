import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject, vi } from 'vitest'
import { createContentClient, errorBodySchema, type Locale } from '@jtt/content-api'
import { richText as lexical } from '../../src/seed/lexical'

const apiUrl = () => inject('apiUrl')
export const cmsUrl = () => inject('cmsUrl')
const admin = () => inject('admin')

/**
 * A new temporary folder for tests that run on this database (their afterAll removes it), or none (`''`)
 * where they are skipped: a skipped block's afterAll never runs, and the folders it made as its file
 * loaded were left in /tmp, one per run.
 */
export const tempDirIf = (runs: boolean, prefix: string) => (runs ? fs.mkdtempSync(path.join(os.tmpdir(), prefix)) : '')

/**
 * Gives this process the test CMS's settings (for a Payload opened here, or its config read), and
 * returns what puts the environment back. The suite's files share one process and its modules
 * (`isolate: false` in vitest.config.ts): the CMS's modules are dropped on both sides, so the next import
 * reads its settings again (src/lib/env.ts keeps those of its first use: a file before this one left
 * them without PAYLOAD_SECRET), and a file after this one neither sees these settings nor this Payload.
 */
export function useCmsEnvironment(): () => void {
  const before = { ...process.env }
  Object.assign(process.env, inject('cmsEnv'))
  vi.resetModules()
  return () => {
    for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key]
    Object.assign(process.env, before)
    vi.resetModules()
  }
}

/** Headers that make a request come from another client address (the CMS trusts loopback proxies in tests). */
export const fromClient = (ip: string) => ({ 'x-forwarded-for': ip })

/** The contract's own typed client: every answer it returns has passed the zod schemas. */
export const client = (locale: Locale = 'id') => createContentClient({ baseUrl: apiUrl(), locale, timeoutMs: 15_000 })

/** Raw GET for bad-input cases (`-g`-style literal brackets are kept as they are). */
export async function getRaw(pathAndQuery: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${apiUrl()}${pathAndQuery}`, { headers })
  const text = await res.text()
  return { status: res.status, text, json: safeJson(text), headers: res.headers }
}

export async function postRaw(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
  const text = await res.text()
  return { status: res.status, text, json: safeJson(text), headers: res.headers }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Asserts the contract's error body and returns it, so tests can check code and message. */
export function expectErrorBody(json: unknown) {
  const parsed = errorBodySchema.parse(json)
  return parsed.error
}

/** Logs in through the API and returns the bearer token: a new session every time. */
export async function signInAfresh(email: string, password: string): Promise<string> {
  const result = await client().login({ email, password })
  if (!result.ok) throw new Error(`login failed: ${result.error.message}`)
  return result.data.data.token
}

/** Whether the CMS still takes this token (its session not ended by a logout or a new password). */
const stillSignedIn = async (token: string) => {
  const res = await fetch(`${cmsUrl()}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
  return res.ok && ((await res.json()) as { user?: unknown }).user != null
}

/**
 * The suite's administrator's token, kept while the CMS takes it. A login hashes the password (PBKDF2,
 * 600,000 iterations: about 120 ms of CPU) and adds a session to the account: each suite signed in some
 * 300 times, mostly as this account for a fixture. Tests of signing in itself use `signInAfresh`; with
 * other credentials, this signs in afresh too (a test's own account, whose sign-in the audit trail logs).
 */
let adminToken: string | null = null
export async function loginToken(email = admin().email, password = admin().password): Promise<string> {
  if (email !== admin().email || password !== admin().password) return signInAfresh(email, password)
  if (adminToken !== null && (await stillSignedIn(adminToken))) return adminToken
  adminToken = await signInAfresh(email, password)
  return adminToken
}

/**
 * Calls Payload's admin REST API (used to set up fixtures the public contract does not write). Payload
 * answers in the request's interface language, Indonesian unless it is told otherwise: the tests ask for
 * English, whose messages they read (admin-language.test.ts checks both).
 */
export async function adminRest(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  language: 'id' | 'en' = 'en',
) {
  const res = await fetch(`${cmsUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      'accept-language': language,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, json: json as Record<string, unknown> }
}

/** A one-paragraph Lexical rich text, for creating content with a required body (the seed's builder). */
export const richText = (text: string) => lexical([{ p: text }])
