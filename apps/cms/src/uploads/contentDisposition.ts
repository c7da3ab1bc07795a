/**
 * `Content-Disposition` for a download saved under a readable name, e.g. "Laporan Tahunan 2024.pdf":
 * a plain-ASCII `filename` for old clients and the exact name as `filename*` (RFC 6266 / RFC 5987).
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]+/g, ' ').trim() || 'document.pdf'
  const ascii = clean
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["%]/g, '_')
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
