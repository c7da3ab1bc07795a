import type { FooterComponentSlug, OfficeLocationKey, SocialSettingKey } from '@jtt/content-api'

type Bilingual = { id: string; en: string }

/** Footer texts of spec §3. Icon items hold an icon class name, the same in both languages. */
export const footerComponents: Record<FooterComponentSlug, Bilingual> = {
  'footer-address': {
    id: 'Plaza Tol Taman Mini Indonesia Indah, Jl. Raya Taman Mini, Jakarta Timur 13550, Indonesia',
    en: 'Plaza Tol Taman Mini Indonesia Indah, Jl. Raya Taman Mini, East Jakarta 13550, Indonesia',
  },
  'footer-time': { id: 'Senin – Jumat, 08.00 – 17.00 WIB', en: 'Monday – Friday, 08:00 – 17:00 WIB' },
  'footer-email': { id: 'info@jasamargatransjawatol.co.id', en: 'info@jasamargatransjawatol.co.id' },
  'footer-phone-number': { id: '(021) 2984 1100', en: '+62 21 2984 1100' },
  'footer-time-icon': { id: 'icon-clock', en: 'icon-clock' },
  'footer-email-icon': { id: 'icon-mail', en: 'icon-mail' },
  'footer-phone-number-icon': { id: 'icon-phone', en: 'icon-phone' },
  'footer-copyright': {
    id: '© 2026 PT Jasamarga Transjawa Tol. Hak cipta dilindungi undang-undang.',
    en: '© 2026 PT Jasamarga Transjawa Tol. All rights reserved.',
  },
}

/** Social profile URLs of spec §3; the same in both languages, so only Indonesian is stored. */
export const socialSettings: Record<SocialSettingKey, string> = {
  'facebook-url': 'https://www.facebook.com/jasamargatransjawatol',
  'instagram-url': 'https://www.instagram.com/jasamargatransjawatol',
  'twitter-url': 'https://x.com/jmtransjawatol',
  'youtube-url': 'https://www.youtube.com/@jasamargatransjawatol',
  'tiktok-url': 'https://www.tiktok.com/@jasamargatransjawatol',
}

/** Where the office (footer-address) is: Plaza Tol Taman Mini Indonesia Indah, Jakarta. */
export const officeLocationSettings: Record<OfficeLocationKey, string> = {
  'office-latitude': '-6.2927',
  'office-longitude': '106.8795',
}

export const sampleRedirects = [{ old_url: '/old', new_url: '/new' }]
