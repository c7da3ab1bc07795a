/** The state a form page shows, from its query: `status` after a post, `token` from an email link. */
export type FormPageQuery = { status?: string | string[]; token?: string | string[] }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Tokens are base64url with one dot; anything else is not worth showing a button for. */
const TOKEN = /^[A-Za-z0-9_-]{16,900}\.[A-Za-z0-9_-]{16,100}$/

export async function readFormPageQuery(searchParams: Promise<FormPageQuery>) {
  const query = await searchParams
  const token = first(query.token)?.trim() ?? ''
  return { status: first(query.status) ?? '', token: token || null, tokenLooksValid: TOKEN.test(token) }
}
