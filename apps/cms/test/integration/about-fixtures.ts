import { expect } from 'vitest'
import { adminRest, loginToken } from './helpers'

/** Unwraps a contract client result, failing the test with the API's message. */
export function ok<T>(result: { ok: true; data: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/**
 * Creates a document through Payload's REST API as the admin (the way editors do), in Indonesian only
 * unless English fields are given; answers its id.
 */
export async function createDoc(
  collection: string,
  id: Record<string, unknown>,
  en?: Record<string, unknown>,
): Promise<number> {
  const token = await loginToken()
  const draft = id._status === 'draft' ? '&draft=true' : ''
  const created = await adminRest('POST', `/${collection}?locale=id${draft}`, token, id)
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const docId = (created.json.doc as { id: number }).id
  if (en) {
    const saved = await adminRest('PATCH', `/${collection}/${docId}?locale=en${draft}`, token, en)
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  }
  return docId
}

export async function deleteDoc(collection: string, id: number) {
  expect((await adminRest('DELETE', `/${collection}/${id}`, await loginToken())).status).toBe(200)
}
