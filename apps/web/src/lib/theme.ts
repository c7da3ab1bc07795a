/**
 * The visitor's colour theme. "system" (the default) follows the device; "light" and "dark" are kept in
 * localStorage and applied as <html data-theme> by an inline script before the first paint. Pages are
 * cached for every visitor, so the server never knows the choice: the HTML is the same for all, and CSS
 * (globals.css) picks the colours from the attribute or, without one, from `prefers-color-scheme`.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

export const THEME_STORAGE_KEY = 'jtt-theme'

/** Fired on window when this tab changes the theme (the menu re-reads the choice). */
const THEME_CHANGE_EVENT = 'jtt-theme-change'

const isExplicitTheme = (value: unknown): value is 'light' | 'dark' => value === 'light' || value === 'dark'

/**
 * Runs in <head>, before the body is parsed. `data-theme-choice` also tells CSS that JavaScript runs (the
 * menu is hidden without it: the system setting applies then). Storage may be unavailable (privacy modes).
 */
export const themeScript = `(function(){var c;try{c=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}var d=document.documentElement;if(c==='light'||c==='dark'){d.dataset.theme=c}else{c='system'}d.dataset.themeChoice=c})()`

/** Applies a choice to the page (and, unless it came from another tab, remembers it). */
export function applyTheme(choice: ThemeChoice, { remember = true } = {}): void {
  const root = document.documentElement
  if (isExplicitTheme(choice)) root.dataset.theme = choice
  else delete root.dataset.theme
  root.dataset.themeChoice = choice
  if (remember) {
    try {
      if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY)
      else localStorage.setItem(THEME_STORAGE_KEY, choice)
    } catch {
      // Not remembered (storage blocked): the choice still applies to this page.
    }
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT))
}

export function currentThemeChoice(): ThemeChoice {
  const value = document.documentElement.dataset.themeChoice
  return isExplicitTheme(value) ? value : 'system'
}

/** Re-renders on this tab's changes and follows choices made in other tabs. */
export function subscribeTheme(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== THEME_STORAGE_KEY && e.key !== null) return
    applyTheme(isExplicitTheme(e.newValue) ? e.newValue : 'system', { remember: false })
  }
  window.addEventListener(THEME_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(THEME_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}
