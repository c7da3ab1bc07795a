// Findings of the scanners, and the committed list of those judged false positives
// (scripts/scan-false-positives.json: each with the reason it is not a vulnerability).
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../proc.mjs'

/** @typedef {{ tool: string, kind: string, url: string, parameter: string, detail: string }} Finding */
/** @typedef {{ tool: string, kind: string, url?: string, parameter?: string, reason: string }} FalsePositive */

export const FALSE_POSITIVES_FILE = path.join(repoRoot, 'scripts', 'scan-false-positives.json')

/** The committed false positives; `url` and `parameter` are regular expressions (whole match not needed). */
export function loadFalsePositives(file = FALSE_POSITIVES_FILE) {
  /** @type {FalsePositive[]} */
  const list = JSON.parse(fs.readFileSync(file, 'utf8')).falsePositives
  for (const entry of list)
    if (!entry.tool || !entry.kind || !entry.reason?.trim())
      throw new Error(`${file}: every entry needs tool, kind and a reason (${JSON.stringify(entry)})`)
  return list
}

/** The entry that explains this finding away, if any. Tools match by prefix ('wapiti' covers both sites). */
export const falsePositiveOf = (finding, list) =>
  list.find(
    (fp) =>
      finding.tool.startsWith(fp.tool) &&
      finding.kind === fp.kind &&
      (!fp.url || new RegExp(fp.url).test(finding.url)) &&
      (!fp.parameter || new RegExp(fp.parameter).test(finding.parameter)),
  )
