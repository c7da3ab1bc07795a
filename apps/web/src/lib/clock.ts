/**
 * The moment a server render is made for (ms). Server components render once per request, so reading
 * the clock there is what a page that shows things by time (advisories starting and ending) must do;
 * read it once per render and pass it on, so every part of the page agrees.
 */
export const renderTime = (): number => Date.now()
