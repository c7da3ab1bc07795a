/**
 * Largest multipart body (an upload with its form fields) the CMS takes: the HTTP front refuses
 * bigger ones before reading them, and Payload's own parser (20 MB by default) is raised to match,
 * so each collection can set its own smaller limit with a clear message (documents: 40 MB).
 */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
