// The floor app's config (bench/README.md, first-load JS). It is to be built the way apps/web is as far
// as browsers can tell: by Turbopack (Next 16's default), with no setting that changes the client
// bundle. None of apps/web/next.config.ts does: transpilePackages names the site's own packages,
// output: 'standalone' and isrFlushToDisk concern the server, headers() and poweredByHeader the
// responses, and the next-intl and Serwist plugins add the site's own code, which the floor leaves out.
/** @type {import('next').NextConfig} */
const config = {}

export default config
