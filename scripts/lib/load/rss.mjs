// Resident memory of a service: the sum over its process group (the services are started as group
// leaders, see proc.mjs startService), read from /proc.
import fs from 'node:fs'

/** RSS in MB of every process in the group led by `pid`. */
export function groupRssMb(pid) {
  let kb = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, …
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
      if (pgrp !== pid) continue
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // The process ended while it was being read.
    }
  }
  return Math.round(kb / 1024)
}
