// The failed tests of a suite's JSON report, named with their error message (up to its stack, at most
// MESSAGE_LINES lines). CI shows only the end of `npm test`'s output, so the summary repeats them there: a
// red run can be diagnosed from its tail alone, a message that lists what it found included.
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './proc.mjs'

const colours = /\x1b\[[0-9;]*m/g

const MESSAGE_LINES = 20
const stackLine = /^at\s/

/** An error's message without its stack: its non-empty lines up to the first `at …`, each cut at 300. */
export function errorMessage(text = '') {
  const lines = text
    .replace(colours, '')
    .split('\n')
    .map((line) => line.trim())
  const end = lines.findIndex((line) => stackLine.test(line))
  const message = (end === -1 ? lines : lines.slice(0, end)).filter(Boolean).map((line) => line.slice(0, 300))
  const cut = message.length - MESSAGE_LINES
  return (cut > 0 ? [...message.slice(0, MESSAGE_LINES), `… ${cut} more line(s)`] : message).join('\n')
}

/**
 * A test or hook that ran out of time is in Vitest's JSON report as the stack of where it was defined,
 * under the placeholder `STACK_TRACE_ERROR` (Vitest builds the stack from that placeholder, not from its
 * "timed out in N ms"): it is named for what it is, with where it was defined in a test file.
 */
const TIMED_OUT = /^Error: STACK_TRACE_ERROR\s*$/m
const definedIn = /\(?([^\s()]+\.(?:test|spec)\.[cm]?[jt]s:\d+:\d+)\)?$/

function vitestError(text = '', durationMs) {
  if (!TIMED_OUT.test(text)) return errorMessage(text)
  const place = text
    .split('\n')
    .map((line) => definedIn.exec(line.trim())?.[1])
    .find(Boolean)
  const after = Number.isFinite(durationMs) ? ` after ${Math.round(durationMs)} ms` : ''
  return `Timed out${after} (the time limit of the test or of a hook it ran)${place ? `, defined at ${path.relative(repoRoot, place.replace(/^file:\/\//, ''))}` : ''}`
}

/** Vitest's JSON report: files → assertion results. */
export function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        where: path.relative(repoRoot, file.name),
        title: test.fullName,
        error: vitestError(test.failureMessages?.[0], test.duration),
      }))
      .concat(
        // A file that fails outside its tests (an import error, a failing beforeAll) has no results, or
        // only skipped ones: the file itself is the failure.
        file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')
          ? [{ where: path.relative(repoRoot, file.name), title: '(file)', error: vitestError(file.message) }]
          : [],
      ),
  )
}

/** Playwright's JSON report: suites nest; a spec's test is unexpected when its last result failed. */
export function playwrightFailures(report) {
  const out = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1)
          out.push({
            where: `${spec.file}:${spec.line}`,
            title: [...titles, spec.title].filter(Boolean).join(' › '),
            error: errorMessage(last?.error?.message ?? last?.errors?.[0]?.message),
          })
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of report?.suites ?? []) walk(suite, [])
  return out
}

/**
 * A warning or worse in a service's log (an entry or its first line, without colours): pretty
 * (`[time] WARN …`) or JSON (a level of 40 and up, or its name).
 */
export const isLogProblem = (entry) =>
  /^\[[\d:.]+\] (WARN|ERROR|FATAL)\b|^\{.*"level":([4-6]\d\b|"(warn|error|fatal)")/.test(entry)

/**
 * A problem line as the summary shows it: a JSON line as its time, level, message and error message
 * (its request, job and host left out), a pretty one as it is. `kind` is that text less its time and
 * numbers: what makes two lines the same problem.
 */
function problemOf(line) {
  let text = line
  if (line.startsWith('{')) {
    try {
      const entry = JSON.parse(line)
      const error = entry.err?.message ? ` — ${entry.err.message}` : ''
      text = `${entry.time ?? ''} ${entry.level} ${entry.msg ?? ''}${error}`
    } catch {
      // a line cut short: shown as it is
    }
  }
  return { text, kind: text.replace(/^\S*\d\S*\s|^\[[\d:.]+\]/, '').replace(/\d+/g, '#') }
}

/**
 * The last `limit` kinds of warnings and errors in a service's log, each as its latest line cut at 300
 * characters, with how often it came (`(×12) …`): printed with a failed suite, as the log itself is gone
 * with CI's clone (a wait that ran out says little on its own). Counted by kind, since the retries a
 * test provokes on purpose repeat one line many times and would hide the rest.
 */
export function logProblems(file, limit = 30) {
  if (!fs.existsSync(file)) return []
  const kinds = new Map()
  for (const line of fs.readFileSync(file, 'utf8').replace(colours, '').split('\n')) {
    if (!isLogProblem(line)) continue
    const { text, kind } = problemOf(line)
    const count = (kinds.get(kind)?.count ?? 0) + 1
    kinds.delete(kind) // set again below: the Map then keeps the kinds in the order they last came
    kinds.set(kind, { text, count })
  }
  return [...kinds.values()]
    .slice(-limit)
    .map(({ text, count }) => `${count > 1 ? `(×${count}) ` : ''}${text}`.slice(0, 300))
}

export function readReport(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
}
