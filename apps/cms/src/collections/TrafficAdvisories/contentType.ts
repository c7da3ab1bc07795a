import { defineCollection } from '../../contentTypes/define'
import { TrafficAdvisories } from '.'
import { describeTrafficAdvisory } from './alert'
import { announceTraffic, trafficAudience } from './alertRules'
import { trafficAdvisorySearch } from './search'

/**
 * Traffic advisories: a page each under its id, found by site search while current or upcoming,
 * announced to the traffic topic's subscribers of its sections when in force (caution and closure).
 */
export const trafficAdvisoriesType = defineCollection({
  config: TrafficAdvisories,
  site: { route: { type: 'traffic-advisory', key: 'id' }, search: trafficAdvisorySearch },
  alerts: [{ topic: 'traffic', describe: describeTrafficAdvisory, when: announceTraffic, audience: trafficAudience }],
  access: {
    read: 'published',
    write: 'editor',
    sample: {
      title: 'Akses uji',
      kind: 'road-works',
      subKind: 'lane-closure',
      severity: 'info',
      sections: [1],
      kmFrom: 1,
      kmTo: 2,
      directions: ['A'],
      startsAt: '2026-01-05T01:00:00.000Z',
      _status: 'draft',
    },
    draftProbe: (id) => `/traffic-advisories/${id}?locale=id`,
  },
  seed: () => import('../../seed/seedTrafficAdvisories').then((m) => m.seedTrafficAdvisoryContent),
})
