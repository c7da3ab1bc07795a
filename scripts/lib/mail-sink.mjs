// A real SMTP server on loopback for the tests (smtp-server, parsed with mailparser), with a small
// HTTP control so tests in other processes can read what it received and take it down and up again:
//   GET /messages → [{ id, envelope, from, to, replyTo, subject, text, html, headers }]
//   DELETE /messages · POST /smtp/down · POST /smtp/up
import http from 'node:http'

/** The SMTP address of a sink listening on `smtpPort`. */
export const mailSinkSmtpUrl = (smtpPort) => `smtp://127.0.0.1:${smtpPort}`

/**
 * @param {{ smtpPort: number, controlPort: number }} ports
 * @returns {Promise<{ smtpUrl: string, controlUrl: string, stop: () => Promise<void> }>}
 */
export async function startMailSink({ smtpPort, controlPort }) {
  // Imported here, not above: `npm test` reads the sink's address (mailSinkSmtpUrl) before it has
  // installed the npm packages.
  const [{ simpleParser }, { SMTPServer }] = await Promise.all([import('mailparser'), import('smtp-server')])
  /** @type {Record<string, unknown>[]} */
  let messages = []
  /** @type {import('smtp-server').SMTPServer | null} */
  let smtp = null

  const createSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            const headers = Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            )
            messages.push({
              id: messages.length + 1,
              envelope: (session.envelope.rcptTo ?? []).map((r) => r.address),
              from: mail.from?.text ?? '',
              to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
              replyTo: mail.replyTo?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headers,
            })
            callback()
          },
          (error) => callback(error),
        )
      },
    })

  const up = () =>
    new Promise((resolve, reject) => {
      if (smtp) return resolve(undefined)
      smtp = createSmtp()
      smtp.once('error', reject)
      smtp.listen(smtpPort, '127.0.0.1', () => resolve(undefined))
    })
  const down = () =>
    new Promise((resolve) => {
      if (!smtp) return resolve(undefined)
      const closing = smtp
      smtp = null
      closing.close(() => resolve(undefined))
    })

  const control = http.createServer((req, res) => {
    const send = (status, body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const route = `${req.method} ${req.url}`
    if (route === 'GET /messages') return send(200, messages)
    if (route === 'DELETE /messages') {
      messages = []
      return send(200, { cleared: true })
    }
    if (route === 'POST /smtp/down') return void down().then(() => send(200, { smtp: 'down' }))
    if (route === 'POST /smtp/up') return void up().then(() => send(200, { smtp: 'up' }))
    send(404, { error: 'unknown' })
  })

  await up()
  await new Promise((resolve) => control.listen(controlPort, '127.0.0.1', () => resolve(undefined)))
  return {
    smtpUrl: mailSinkSmtpUrl(smtpPort),
    controlUrl: `http://127.0.0.1:${controlPort}`,
    stop: async () => {
      await down()
      await new Promise((resolve) => control.close(() => resolve(undefined)))
    },
  }
}
