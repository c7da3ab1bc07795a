import type { AlertTopic, Locale } from '@jtt/content-api'

/** The words of the emails visitors receive, in both site languages. */
export const emailStrings = {
  id: {
    company: 'PT Jasamarga Transjawa Tol',
    tagline: 'Jalan Tol Trans Jawa',
    footer: [
      'Email ini dikirim otomatis oleh situs PT Jasamarga Transjawa Tol; mohon tidak membalas email ini.',
      'Plaza Tol Taman Mini Indonesia Indah, Jakarta Timur 13550, Indonesia',
    ],
    internalFooter: 'Notifikasi internal dari situs PT Jasamarga Transjawa Tol.',
    topics: {
      'press-releases': 'Siaran pers',
      'financial-reports': 'Laporan keuangan',
      traffic: 'Info lalu lintas',
    } satisfies Record<AlertTopic, string>,
    confirm: {
      subject: 'Konfirmasi langganan pemberitahuan email JTT',
      preheader: 'Satu langkah lagi: konfirmasi alamat email Anda.',
      heading: 'Konfirmasi langganan Anda',
      intro:
        'Kami menerima permintaan untuk mengirim pemberitahuan email PT Jasamarga Transjawa Tol ke alamat ini tentang:',
      action: 'Konfirmasi langganan',
      expires: 'Tautan ini berlaku selama 48 jam. Anda hanya akan menerima pemberitahuan setelah mengonfirmasi.',
      ignore: 'Jika Anda tidak meminta langganan ini, abaikan email ini; alamat Anda tidak akan didaftarkan.',
    },
    alert: {
      subject: (topic: string, title: string) => `${topic} baru: ${title}`,
      preheader: (topic: string) => `${topic} terbaru dari PT Jasamarga Transjawa Tol.`,
      heading: (topic: string) => `${topic} terbaru`,
      published: (date: string) => `Diterbitkan ${date}`,
      action: 'Baca selengkapnya',
      why: (topics: string) => `Anda menerima email ini karena berlangganan pemberitahuan email JTT untuk: ${topics}.`,
      unsubscribe: 'Berhenti berlangganan',
    },
    unsubscribeLink: {
      subject: 'Tautan berhenti berlangganan pemberitahuan email JTT',
      preheader: 'Gunakan tautan ini untuk berhenti berlangganan.',
      heading: 'Berhenti berlangganan',
      intro:
        'Kami menerima permintaan untuk menghentikan pemberitahuan email PT Jasamarga Transjawa Tol ke alamat ini.',
      action: 'Berhenti berlangganan',
      ignore: 'Jika Anda tidak memintanya, abaikan email ini; langganan Anda tetap berjalan.',
    },
  },
  en: {
    company: 'PT Jasamarga Transjawa Tol',
    tagline: 'Trans Java Toll Road',
    footer: [
      'This email was sent automatically by the PT Jasamarga Transjawa Tol website; please do not reply to it.',
      'Plaza Tol Taman Mini Indonesia Indah, East Jakarta 13550, Indonesia',
    ],
    internalFooter: 'An internal notification from the PT Jasamarga Transjawa Tol website.',
    topics: {
      'press-releases': 'Press releases',
      'financial-reports': 'Financial reports',
      traffic: 'Traffic information',
    } satisfies Record<AlertTopic, string>,
    confirm: {
      subject: 'Confirm your JTT email alert subscription',
      preheader: 'One more step: confirm your email address.',
      heading: 'Confirm your subscription',
      intro: 'We received a request to send PT Jasamarga Transjawa Tol email alerts to this address about:',
      action: 'Confirm subscription',
      expires: 'This link is valid for 48 hours. You will only receive alerts once you confirm.',
      ignore: 'If you did not ask for this, ignore this email; your address will not be added.',
    },
    alert: {
      subject: (topic: string, title: string) => `New ${topic.toLowerCase()}: ${title}`,
      preheader: (topic: string) => `The latest ${topic.toLowerCase()} from PT Jasamarga Transjawa Tol.`,
      heading: (topic: string) => `Latest ${topic.toLowerCase()}`,
      published: (date: string) => `Published ${date}`,
      action: 'Read more',
      why: (topics: string) => `You receive this email because you subscribed to JTT email alerts for: ${topics}.`,
      unsubscribe: 'Unsubscribe',
    },
    unsubscribeLink: {
      subject: 'Your link to unsubscribe from JTT email alerts',
      preheader: 'Use this link to unsubscribe.',
      heading: 'Unsubscribe',
      intro: 'We received a request to stop PT Jasamarga Transjawa Tol email alerts to this address.',
      action: 'Unsubscribe',
      ignore: 'If you did not ask for this, ignore this email; your subscription stays as it is.',
    },
  },
} satisfies Record<Locale, unknown>

/** Dates in the long form of each language (spec §9), in the company's time zone. */
export const longDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso))
