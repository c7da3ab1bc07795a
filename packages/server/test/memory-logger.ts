import { Writable } from 'node:stream'
import { createLogger } from '../src/log'

/**
 * A logger writing to memory the way both apps' loggers write (the same options and scrubbing), with
 * its lines as text and as parsed JSON; and what must never appear in any of them (issue 26), each as
 * a visitor or a caller might hand it over.
 */
export function memoryLogger(name = 'test') {
  const lines: Record<string, unknown>[] = []
  const raw: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line)
        lines.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  return { logger: createLogger(name, { level: 'debug', destination }), lines, raw }
}

export const SECRET = {
  email: 'siti.rahma@example.co.id',
  password: 'Rahasia!2026-kata-sandi',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MTIsImVtYWlsIjoic2l0aSJ9.Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA',
  linkToken: 'AbCdEfGh12345678IjKlMnOp.QrStUvWx87654321YzAbCd',
  body: 'Saya ingin bertanya tentang tarif tol golongan II di ruas Semarang–Solo.',
}

/** Which of the secrets (or the email's local part) a text gives away. */
export const leaks = (text: string) =>
  [...Object.values(SECRET), 'siti.rahma'].filter((secret) => text.includes(secret))
