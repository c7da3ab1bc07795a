/**
 * Calls `start` once `element` comes within `margin` of the viewport (CSS margin syntax, e.g.
 * '50% 0px': half a screen above or below), then stops watching. Heavy widgets (the captcha, the
 * map) wait for it, so a visitor who never scrolls to them never downloads or runs them. Without
 * IntersectionObserver it starts at once. Answers a function that stops waiting.
 */
export function whenNearViewport(element: Element, start: () => void, margin = '50% 0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: margin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
