'use client'

import '@/styles/globals.css'

/** Last resort when even the layout fails: no translations are loaded, so both languages are shown. */
export default function GlobalError() {
  return (
    <html lang="id">
      <body>
        <main className="container" style={{ textAlign: 'center', padding: '3rem 1.25rem' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- standalone error document, no image optimiser */}
          <img
            src="/img/error-500.png"
            width={640}
            height={400}
            loading="lazy"
            alt="Ilustrasi kesalahan 500 / Error 500 illustration"
          />
          <h1>Data belum tersedia</h1>
          <p>Maaf, untuk saat ini data yang Anda butuhkan belum tersedia</p>
          <p lang="en">Sorry, the data you need is not available at the moment.</p>
          {/* A plain link: this page stands outside the app's router. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className="button" href="/">
            Kembali ke Beranda / Return to Home
          </a>
        </main>
      </body>
    </html>
  )
}
