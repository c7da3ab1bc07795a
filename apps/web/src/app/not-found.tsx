import '@/styles/globals.css'

/** 404 for requests outside any locale (the proxy normally adds /id first). Indonesian by default. */
export default function RootNotFound() {
  return (
    <html lang="id">
      <body>
        <main className="container" style={{ textAlign: 'center', padding: '3rem 1.25rem' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- standalone error document, no image optimiser */}
          <img src="/img/error-404.png" width={640} height={400} loading="lazy" alt="Ilustrasi kesalahan 404" />
          <h1>Halaman Tidak Ditemukan</h1>
          <p>Maaf, halaman yang anda cari tidak ditemukan</p>
          {/* A plain link: this page stands outside the app's router. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className="button" href="/">
            Kembali ke Beranda
          </a>
        </main>
      </body>
    </html>
  )
}
