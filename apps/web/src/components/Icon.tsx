import { UI_ICON_PATHS, svgProps } from './ui-icons'

/** Inline SVG icons (no icon font: nothing is fetched from a third party). Decorative unless labelled. */
const PATHS = {
  ...UI_ICON_PATHS,
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  'map-pin': 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01',
  twitter: 'M4 4l16 16M20 4L4 20',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 1v6l5-3z',
  tiktok: 'M14 3v11a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 3 2.5 5 5.5 5',
  road: 'M9 3 5 21M15 3l4 18M12 5v3M12 11v3M12 17v3',
  'rest-area': 'M4 20V10l8-6 8 6v10M9 20v-6h6v6M3 20h18',
  investor: 'M4 19h16M6 16V10M11 16V6M16 16v-8M20 5l-4 3-5-3-5 4',
  media: 'M5 4h11l3 3v13H5zM8 10h8M8 14h8M8 18h5',
  contact: 'M4 5h16v11H8l-4 4z',
  company: 'M4 21V5l8-2v18M12 9h8v12M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2M3 21h18',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM11 9h4v2a4 4 0 0 1 7 3v6h-4v-6a2 2 0 0 0-4 0v6h-3z',
  whatsapp: 'M4 20l1.5-4.5A8 8 0 1 1 9 19zM9 9c0 3 3 6 6 6l1-2-2-1-1 1c-1 0-2-1-2-2l1-1-1-2z',
  telegram: 'M3 11l18-7-3 16-6-4-3 3v-5l9-7-11 6z',
  // Traffic advisories' severities: information, caution (a warning sign), closure (no entry).
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.01',
  warning: 'M12 3 2 20h20zM12 10v4M12 17v.01',
  'no-entry': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM7 12h10',
} as const

export type IconName = keyof typeof PATHS

const CLASS_TO_ICON: Record<string, IconName> = {
  clock: 'clock',
  time: 'clock',
  mail: 'mail',
  email: 'mail',
  envelope: 'mail',
  envelop: 'mail',
  phone: 'phone',
  telephone: 'phone',
  call: 'phone',
  location: 'map-pin',
  'map-pin': 'map-pin',
  marker: 'map-pin',
}

/** The CMS stores icons as class names (e.g. `icon-clock`, `fa fa-envelope`); this finds the drawable one. */
export function iconForClass(className: string | undefined): IconName | null {
  for (const token of (className ?? '').toLowerCase().split(/\s+/)) {
    const name = token.replace(/^(icon|fa|bi|ti|la)-/, '').replace(/-(o|outline|fill)$/, '')
    const icon = CLASS_TO_ICON[name]
    if (icon) return icon
  }
  return null
}

export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      {...svgProps}
      className={className}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
