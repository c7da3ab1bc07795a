/** A report cover drawn as SVG (rendered to JPEG by sharp): the year large, the title, the theme. */
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function coverSvg(year: number, title: string, theme: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="848" viewBox="0 0 600 848">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},75%,22%)"/><stop offset="1" stop-color="hsl(${hue + 20},70%,38%)"/>
  </linearGradient></defs>
  <rect width="600" height="848" fill="url(#g)"/>
  <path d="M0 640 Q300 560 600 620 V848 H0Z" fill="hsl(${hue},60%,16%)" opacity="0.8"/>
  <path d="M250 600 L350 600 L520 848 L80 848Z" fill="#374151"/>
  <path d="M296 620 L304 620 L310 680 L290 680Z M286 720 L314 720 L322 800 L278 800Z" fill="#f9fafb"/>
  <rect x="0" y="520" width="600" height="10" fill="#f5a300"/>
  <text x="48" y="90" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#ffffff">PT JASAMARGA TRANSJAWA TOL</text>
  <text x="44" y="330" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="700" fill="#f5a300">${year}</text>
  <text x="48" y="400" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <text x="48" y="450" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#dbe7ff">${escapeXml(theme)}</text>
</svg>`
}
