import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { stopService } from '../../../../scripts/lib/proc.mjs'
import { startCms } from '../../../../scripts/lib/services.mjs'
import { testPorts } from '../../../../scripts/lib/test-ports.mjs'
import { fromClient } from './helpers'
import { captchaAnswer, waitForMail } from './mail'
import { isRunning, jobStates } from './queuedJobs'
import { seededCopy } from './seeded-copy'

/**
 * A CMS stopped or killed while the job queue is sending an email. A job is marked running while a
 * queue run has it, and Payload never picks a job so marked: before this, a rolling deploy that
 * stopped a CMS mid-run left its jobs marked for ever (traffic-alerts.test.ts found 15 such alert
 * emails on the PostgreSQL suite's shared database). Now a stop waits for the run, releases what its
 * deadline cut, and what a crash leaves is released after JOB_ABANDONED_AFTER_SECONDS (jobQueue/).
 */
const RECIPIENT = 'info@jasamargatransjawatol.co.id'
const TASK = 'sendContactNotification'
const testDb = inject('testDb')
const port = testPorts.jobQueueCms[testDb]
const smtpPort = testPorts.silentSmtp[testDb]
const copy = seededCopy(`job_queue_${testDb}`)
const log = path.join(copy.CMS_DATA_DIR, 'cms.log')

/**
 * An SMTP server that takes connections and never greets: the email job stays in flight, until
 * nodemailer gives up (10 s) or the test hands the connection over to the suite's SMTP server.
 */
let connections = 0
const sockets = new Set<net.Socket>()
const silent = net.createServer((socket) => {
  connections++
  sockets.add(socket)
  socket.on('error', () => undefined).on('close', () => sockets.delete(socket))
})

/** Joins every connection held so far to the suite's SMTP server, which greets it: the emails go out. */
function deliverHeld() {
  const { hostname, port: sinkPort } = new URL(inject('cmsEnv').SMTP_URL!)
  for (const socket of sockets) {
    const sink = net.connect(Number(sinkPort), hostname)
    sink.on('error', () => socket.destroy())
    socket.pipe(sink).pipe(socket)
  }
}

/** `drainMs` longer than nodemailer's 10 s wait for a greeting: the stop can wait for the job to end. */
const cmsEnv = (smtpUrl: string, drainMs: number) => ({
  ...inject('cmsEnv'),
  ...copy,
  CMS_PORT: String(port),
  CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: smtpUrl,
  DRAIN_TIMEOUT_MS: String(drainMs),
  JOB_ABANDONED_AFTER_SECONDS: '4',
  WEB_REVALIDATE_URLS: '',
})
const start = (smtpUrl: string, drainMs = 20_000) =>
  startCms(cmsEnv(smtpUrl, drainMs), { quiet: true, host: '127.0.0.1', logFile: log })
const silentSmtp = `smtp://127.0.0.1:${smtpPort}`

let sent = 0
/** A contact message: its notification email is one job of the queue. */
async function sendMessage(): Promise<string> {
  const subject = `Antrean tugas ${testDb} #${++sent}-${Date.now()}`
  const res = await fetch(`http://127.0.0.1:${port}/v1/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromClient(`203.0.113.${40 + sent}`) },
    body: JSON.stringify({
      name: 'Uji Antrean',
      email: 'antrean@example.com',
      subject,
      message: 'Email ini dikirim oleh antrean tugas.',
      locale: 'id',
      captchaToken: captchaAnswer(),
    }),
  })
  expect(res.status).toBe(201)
  return subject
}

const jobsRunning = async () => (await jobStates([TASK], copy)).filter(isRunning).length

/** Resolves once the email's job is in flight: the CMS has opened a connection to the silent server. */
async function emailInFlight() {
  const before = connections
  await expect.poll(() => connections, { timeout: 30_000 }).toBeGreaterThan(before)
}

let cms: ChildProcess | undefined
beforeAll(() => new Promise<void>((resolve) => silent.listen(smtpPort, '127.0.0.1', resolve)))
afterAll(async () => {
  await stopService(cms)
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
  fs.rmSync(copy.CMS_DATA_DIR, { recursive: true, force: true })
})

describe('the job queue when its CMS stops', () => {
  it('a stop (SIGTERM) waits for the email in flight, which goes out: no job is left marked running', async () => {
    cms = await start(silentSmtp)
    const subject = await sendMessage()
    await emailInFlight()
    const stopped = stopService(cms, 30_000)
    // The stop has begun (its first log line) while the email waits for the server's greeting.
    await expect.poll(() => fs.readFileSync(log, 'utf8'), { timeout: 10_000 }).toMatch(/"msg":"stopping"/)
    expect(cms.exitCode).toBeNull()
    deliverHeld()
    await stopped
    expect(cms.exitCode).toBe(0)
    expect((await waitForMail(RECIPIENT, (m) => m.subject.includes(subject))).subject).toContain(subject)
    expect(await jobsRunning()).toBe(0)
    await expect.poll(() => fs.readFileSync(log, 'utf8')).toContain('job queue: stopped, no job in progress')
  }, 90_000)

  it('a stop whose deadline cuts the run releases the job it held at once', async () => {
    cms = await start(silentSmtp, 2_000)
    await sendMessage()
    await emailInFlight()
    await stopService(cms, 30_000)
    expect(await jobsRunning()).toBe(0)
    await expect
      .poll(() => fs.readFileSync(log, 'utf8'))
      .toMatch(/were cut; released [1-9]\d* job\(s\) for the next run/)
  }, 90_000)

  it('a job left running by a process killed mid-run is released and sent by the next one', async () => {
    cms = await start(silentSmtp)
    const subject = await sendMessage()
    await emailInFlight()
    process.kill(-cms.pid!, 'SIGKILL')
    await new Promise((resolve) => cms!.once('exit', resolve))
    expect(await jobsRunning()).toBeGreaterThan(0)

    cms = await start(inject('cmsEnv').SMTP_URL!)
    const mail = await waitForMail(RECIPIENT, (m) => m.subject.includes(subject))
    expect(mail.subject).toBe(`[Kontak] ${subject} — Uji Antrean`)
    // The email is in before its job is marked done: waited for, not read at once.
    await expect.poll(jobsRunning).toBe(0)
    await expect.poll(() => fs.readFileSync(log, 'utf8')).toMatch(/job queue: released \d+ job\(s\) left running/)
  }, 120_000)
})
