type UploadDoc = {
  filename?: string | null
  sizes?: Record<string, { filename?: string | null } | null | undefined> | null
}

/** Every file an upload document owns: the original and each image size. */
export function filesOf(doc: unknown): string[] {
  const upload = (doc ?? {}) as UploadDoc
  const sizes = Object.values(upload.sizes ?? {}).map((size) => size?.filename)
  return [upload.filename, ...sizes].filter((name): name is string => typeof name === 'string' && name !== '')
}
