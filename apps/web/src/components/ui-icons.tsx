/**
 * The icons the browser draws itself (the header's client components: menu, search, language and
 * theme menus), apart from the full set in `Icon.tsx`, so client code carries only these paths.
 */
export const UI_ICON_PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4',
  'chevron-down': 'M6 9l6 6 6-6',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4',
} as const

export type UiIconName = keyof typeof UI_ICON_PATHS

/** The look every icon shares (24-unit grid, stroked with the text colour). */
export const svgProps = {
  viewBox: '0 0 24 24',
  width: '20',
  height: '20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const

/** A decorative icon of the header's set (its button or link carries the name). */
export function UiIcon({ name, className }: { name: UiIconName; className?: string }) {
  return (
    <svg {...svgProps} className={className} aria-hidden>
      <path d={UI_ICON_PATHS[name]} />
    </svg>
  )
}
