// Marks the web's framework chunks for eager compilation (V8's explicit compile hints, Chrome 136+).
//
// Turbopack wraps every module in a function that V8 compiles lazily, on the main thread, the first
// time it runs — during hydration. On a phone-class CPU (Lighthouse's 4× slowdown) compiling the
// chunks every page loads (React DOM, the App Router) was a 170–290 ms task before the page could
// respond. With the magic comment first in the file, V8 compiles all of the file's functions while
// streaming it, off the main thread; the task fell to 50–80 ms. Browsers without the feature read
// an ordinary comment.
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const webBuildDir = path.join(repoRoot, 'apps', 'web', '.next')

/**
 * Prefixes the chunks every page loads first (`rootMainFiles` of the build manifest) with the hint.
 * Page chunks are left alone: they are small, and eager compilation of everything in them would
 * spend time on code a page never calls. Idempotent; answers the files it changed.
 */
export function addCompileHints(buildDir = webBuildDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'))
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'))
  const changed = []
  for (const file of files) {
    const full = path.join(buildDir, file)
    const source = fs.readFileSync(full, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(full, COMPILE_HINT + source)
    changed.push(file)
  }
  return changed
}
