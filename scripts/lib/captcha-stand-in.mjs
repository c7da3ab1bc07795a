// A local stand-in for Google's reCAPTCHA v2, so tests never load anything from the internet:
//   GET  /recaptcha/api.js           a `grecaptcha` with render/reset/getResponse; its widget is a
//                                    button that puts a `pass-…` answer into g-recaptcha-response
//   GET  /recaptcha/api/fallback     the no-JavaScript challenge: shows an answer code to paste
//   POST /recaptcha/api/siteverify   answers like Google: `pass-…` once → success; reused →
//                                    timeout-or-duplicate; anything else → invalid-input-response;
//                                    a wrong secret → invalid-input-secret
//   POST /control/down|up            the verify endpoint answers 503 while down
//   GET  /control/verifications      what was asked: [{ response, remoteip, success }]
import crypto from 'node:crypto'
import http from 'node:http'

const widgetScript = (siteKey) => `(function () {
  var widgets = [];
  function render(container, params) {
    if (!params || params.sitekey !== ${JSON.stringify(siteKey)}) throw new Error('Invalid site key');
    var el = typeof container === 'string' ? document.getElementById(container) : container;
    var id = widgets.length;
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = "I'm not a robot (test captcha)";
    button.setAttribute('aria-pressed', 'false');
    var answer = document.createElement('textarea');
    answer.name = 'g-recaptcha-response';
    answer.className = 'g-recaptcha-response';
    answer.hidden = true;
    button.addEventListener('click', function () {
      answer.value = 'pass-' + Math.random().toString(36).slice(2);
      button.setAttribute('aria-pressed', 'true');
      button.textContent = 'Verified (test captcha)';
      if (typeof params.callback === 'function') params.callback(answer.value);
    });
    el.appendChild(button);
    el.appendChild(answer);
    widgets.push({ answer: answer, button: button });
    return id;
  }
  function reset(id) {
    var w = widgets[id || 0];
    if (!w) return;
    w.answer.value = '';
    w.button.setAttribute('aria-pressed', 'false');
    w.button.textContent = "I'm not a robot (test captcha)";
  }
  function getResponse(id) { var w = widgets[id || 0]; return w ? w.answer.value : ''; }
  window.grecaptcha = { render: render, reset: reset, getResponse: getResponse };
  var onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`

const fallbackPage = () => {
  const code = `pass-fallback-${crypto.randomBytes(6).toString('hex')}`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test captcha</title></head>
<body><p>Test captcha (no JavaScript). Your answer code:</p><p><code id="answer">${code}</code></p></body></html>`
}

/** Where a stand-in on `port` answers: its base (control), its script and its verification. */
export function captchaStandInUrls(port) {
  const url = `http://127.0.0.1:${port}`
  return { url, scriptUrl: `${url}/recaptcha/api.js`, verifyUrl: `${url}/recaptcha/api/siteverify` }
}

/**
 * @param {{ port: number, siteKey: string, secret: string }} options
 * @returns {Promise<{ url: string, scriptUrl: string, verifyUrl: string, stop: () => Promise<void> }>}
 */
export async function startCaptchaStandIn({ port, siteKey, secret }) {
  const used = new Set()
  /** @type {{ response: string, remoteip: string | null, success: boolean }[]} */
  const verifications = []
  let down = false

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
    const json = (status, body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (req.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(widgetScript(siteKey))
    }
    if (req.method === 'GET' && url.pathname === '/recaptcha/api/fallback') {
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fallbackPage())
    }
    if (req.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        if (down) return json(503, { error: 'down' })
        const form = new URLSearchParams(body)
        const response = form.get('response') ?? ''
        const remoteip = form.get('remoteip')
        let answer
        if (form.get('secret') !== secret) answer = { success: false, 'error-codes': ['invalid-input-secret'] }
        else if (!response.startsWith('pass-')) answer = { success: false, 'error-codes': ['invalid-input-response'] }
        else if (used.has(response)) answer = { success: false, 'error-codes': ['timeout-or-duplicate'] }
        else {
          used.add(response)
          answer = { success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' }
        }
        verifications.push({ response, remoteip, success: answer.success })
        json(200, answer)
      })
      return
    }
    if (req.method === 'POST' && url.pathname === '/control/down') return ((down = true), json(200, { down }))
    if (req.method === 'POST' && url.pathname === '/control/up') return ((down = false), json(200, { down }))
    if (req.method === 'GET' && url.pathname === '/control/verifications') return json(200, verifications)
    json(404, { error: 'unknown' })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  return {
    ...captchaStandInUrls(port),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
