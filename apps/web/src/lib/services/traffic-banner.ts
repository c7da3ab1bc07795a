/**
 * The home page's traffic banner: which advisories it names, and the tiny inline script that keeps a
 * visitor's "hide" (the `<details>` closed) for the same set of advisories. Pure; relative imports only.
 */
import type { TrafficAdvisory } from '@jtt/content-api'

/** Where the dismissal is kept: the banner's key when it was closed. */
export const BANNER_STORAGE_KEY = 'jtt-traffic-banner'

/** Current closures and traffic engineering (one-way, contraflow, odd–even…): what a traveller must know first. */
export const bannerAdvisories = <T extends Pick<TrafficAdvisory, 'state' | 'severity' | 'kind'>>(list: readonly T[]) =>
  list.filter((a) => a.state === 'current' && (a.severity === 'closure' || a.kind === 'traffic-engineering'))

/** The set the banner shows, as one key: a new or changed advisory shows the banner again after a hide. */
export const bannerKey = (list: readonly Pick<TrafficAdvisory, 'id' | 'updatedAt'>[]) =>
  list
    .map((a) => `${a.id}@${Date.parse(a.updatedAt).toString(36)}`)
    .sort()
    .join('.')

/**
 * Runs right after the banner is parsed, before anything below it: closes it when the visitor hid this
 * very set before (so it never opens and then jumps shut), and remembers each open or close. Without
 * JavaScript the banner still closes by its summary; it is simply not remembered. Storage may be off.
 */
export const bannerScript = (elementId: string) =>
  `(function(){var d=document.getElementById('${elementId}');if(!d)return;try{if(localStorage.getItem('${BANNER_STORAGE_KEY}')===d.dataset.key)d.open=false}catch(e){}d.addEventListener('toggle',function(){try{localStorage.setItem('${BANNER_STORAGE_KEY}',d.open?'':d.dataset.key)}catch(e){}})})()`
