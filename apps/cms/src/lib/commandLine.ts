/**
 * Whether this process runs a command-line task (migrate, seed, reindex) rather than the server: no job
 * queue, no publish-to-live notifications, no alerts, no report of the forms' set-up. A flag of the
 * process, not a setting: runWithPayload raises it before Payload starts.
 */
let commandLine = false

export const runningCommandLine = () => commandLine

export function markCommandLine() {
  commandLine = true
}
