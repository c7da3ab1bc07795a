import type { TextSegment } from '@jtt/content-api'

/** Text with the words that matched the query marked; React escapes every piece (no HTML from the API). */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text))
}
