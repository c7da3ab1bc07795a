const MAX_SLUG_LENGTH = 120

/** A URL slug from a title: "Mudik Lebaran 2026: Arus Lalu Lintas" → "mudik-lebaran-2026-arus-lalu-lintas". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents go, the letters stay
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')
}
