export type ByteRange = { start: number; end: number }

/**
 * The one byte range a `Range` header asks for (PDF viewers fetch large files piecewise): a range,
 * `'unsatisfiable'` (416), or null to send the whole file (no header, several ranges, other units).
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [, from = '', to = ''] = match
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
