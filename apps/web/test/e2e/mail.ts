/** The test SMTP server's inbox and the reCAPTCHA stand-in (see scripts/lib/mail-sink.mjs, captcha-stand-in.mjs). */
export type ReceivedMail = {
  envelope: string[]
  subject: string
  text: string
  html: string
  replyTo: string
  headers: Record<string, string>
}

export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const all = (await (await fetch(`${process.env.E2E_MAIL_URL}/messages`)).json()) as ReceivedMail[]
  return all.filter((mail) => mail.envelope.includes(address.toLowerCase()))
}

export async function waitForMail(
  address: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 25_000,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = (await mailTo(address)).find(match)
    if (found) return found
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`no email to ${address} within ${timeoutMs} ms`)
}

/** The first link in an email's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!found) throw new Error(`no link starting with ${prefix} in “${mail.subject}”`)
  return found
}

/** Each test plays its own visitor (the site trusts loopback proxies), so form limits never collide. */
export const visitorAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

export const captchaUrl = () => process.env.E2E_CAPTCHA_URL!
