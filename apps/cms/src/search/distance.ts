/**
 * Edit distance with adjacent transpositions (optimal string alignment): 'tarfi' is one edit from
 * 'tarif', as people mistype. Stops early and answers `max + 1` once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const rows = a.length + 1
  const cols = b.length + 1
  // Three rolling rows: the one before the previous is needed for transpositions.
  let before = new Array<number>(cols).fill(0)
  let previous = Array.from({ length: cols }, (_, j) => j)
  let current = new Array<number>(cols).fill(0)
  for (let i = 1; i < rows; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return Math.min(previous[cols - 1]!, max + 1)
}

/** How many edits a word of this length may have and still count as a typo of another (0: none). */
export const allowedEdits = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0)
