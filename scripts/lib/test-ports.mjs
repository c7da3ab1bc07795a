// Loopback ports the test suites use. TEST_PORT_OFFSET moves them all, so two checkouts can run
// their suites side by side on one machine.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0)

export const testPorts = {
  /** CMS of the integration suite, per database. */
  integration: { sqlite: 3201 + offset, postgres: 3202 + offset },
  /** The integration suite's stand-in web site, which takes publish-to-live notifications. */
  receiver: { sqlite: 3211 + offset, postgres: 3212 + offset },
  /** Throw-away PostgreSQL cluster. */
  postgres: 54329 + offset,
  /** The browser suite: web site and CMS, and a second web site with its forwarder to the CMS. */
  e2e: {
    web: 3300 + offset,
    cms: 3301 + offset,
    outageWeb: 3305 + offset,
    forwarder: 3306 + offset,
    fuzzWeb: 3307 + offset,
  },
}
