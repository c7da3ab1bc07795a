/**
 * Whether bytes are a PDF by their content, never their name: a PDF starts with the `%PDF-1.x` (or
 * 2.x) header and ends with an `%%EOF` marker (a few bytes of trailing whitespace are tolerated).
 */
const HEADER = /^%PDF-[12]\.\d/
const TAIL_BYTES = 2048

export function looksLikePdf(head: Buffer, tail: Buffer): boolean {
  return HEADER.test(head.subarray(0, 8).toString('latin1')) && tail.toString('latin1').includes('%%EOF')
}

export function isPdfBuffer(data: Buffer): boolean {
  return looksLikePdf(data, data.subarray(Math.max(0, data.length - TAIL_BYTES)))
}

export const PDF_TAIL_BYTES = TAIL_BYTES
