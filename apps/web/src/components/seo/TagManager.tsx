import Script from 'next/script'
import { cspNoncePlaceholder } from '@/lib/security/csp'

/**
 * Google Tag Manager, embedded only when a container id is configured (spec §7 "tag manager with an id").
 * The inline loader carries the page's nonce (lib/security/csp.ts); what it loads is trusted through it.
 */
export function TagManager({ id }: { id: string | null }) {
  if (!id || !/^GTM-[A-Z0-9]+$/.test(id)) return null
  return (
    <Script id="gtm" strategy="afterInteractive" nonce={cspNoncePlaceholder()}>
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`}
    </Script>
  )
}
