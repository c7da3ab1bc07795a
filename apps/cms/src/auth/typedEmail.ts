/** The JSON fields Payload reads from a body: the body itself, or a multipart form's `_payload` field. */
async function payloadData(request: Request): Promise<unknown> {
  const contentType = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (contentType === 'application/json') return request.clone().json()
  if (contentType.startsWith('multipart/')) {
    const field = (await request.clone().formData()).get('_payload')
    return typeof field === 'string' ? JSON.parse(field) : null
  }
  return null
}

/**
 * The email of a sign-in or password-reset request to Payload's REST API, read the way Payload
 * reads it (addDataAndFileToRequest): its admin sends its forms as multipart with the fields as JSON
 * in `_payload`, scripts send JSON. Anything else is null: Payload sees no email either.
 */
export async function typedEmail(request: Request): Promise<string | null> {
  const data = await payloadData(request).catch(() => null)
  if (!data || typeof data !== 'object' || !('email' in data)) return null
  return typeof data.email === 'string' && data.email.trim() !== '' ? data.email : null
}
