import { cmsUrl } from './helpers'

export type RestAnswer = { status: number; message: string }

/** A request to Payload's REST API (`/api…`): its status and its first error message. */
export async function rest(path: string, init: RequestInit = {}): Promise<RestAnswer> {
  const res = await fetch(`${cmsUrl()}/api${path}`, init)
  const text = await res.text()
  const message = /"message":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1] ?? ''
  return { status: res.status, message }
}
