import * as migration_20261121_215045_initial from './20261121_215045_initial';
import * as migration_20261121_215523_home_page from './20261121_215523_home_page';
import * as migration_20261122_100140_jobs_queue from './20261122_100140_jobs_queue';
import * as migration_20261122_112009_search_index from './20261122_112009_search_index';
import * as migration_20261122_113310_about_us from './20261122_113310_about_us';
import * as migration_20261122_131124_services_investor_relations_forms from './20261122_131124_services_investor_relations_forms';
import * as migration_20261126_052114_footer_texts_optional from './20261126_052114_footer_texts_optional';
import * as migration_20261126_053304_users_without_lockout from './20261126_053304_users_without_lockout';
import * as migration_20261126_181700_search_stems from './20261126_181700_search_stems';
import * as migration_20261126_182202_traffic_advisories from './20261126_182202_traffic_advisories';
import * as migration_20261126_182308_search_synonyms from './20261126_182308_search_synonyms';
import * as migration_20261126_190045_search_kind from './20261126_190045_search_kind';
import * as migration_20261126_195123_merge_traffic_search from './20261126_195123_merge_traffic_search';
import * as migration_20261126_212618_traffic_advisory_jakarta_time from './20261126_212618_traffic_advisory_jakarta_time';
import * as migration_20261126_212936_search_analytics from './20261126_212936_search_analytics';
import * as migration_20261126_213113_content_findings from './20261126_213113_content_findings';
import * as migration_20261126_213639_audit_trail_and_interface_language from './20261126_213639_audit_trail_and_interface_language';
import * as migration_20261126_230339_merge_findings_audit_analytics from './20261126_230339_merge_findings_audit_analytics';
import * as migration_20261127_013121_locale_parent_indexes from './20261127_013121_locale_parent_indexes';
import * as migration_20261127_042219_search_rank_index from './20261127_042219_search_rank_index';
import * as migration_20261127_044248_sign_ins_and_english_report from './20261127_044248_sign_ins_and_english_report';

export const migrations = [
  {
    up: migration_20261121_215045_initial.up,
    down: migration_20261121_215045_initial.down,
    name: '20261121_215045_initial',
  },
  {
    up: migration_20261121_215523_home_page.up,
    down: migration_20261121_215523_home_page.down,
    name: '20261121_215523_home_page',
  },
  {
    up: migration_20261122_100140_jobs_queue.up,
    down: migration_20261122_100140_jobs_queue.down,
    name: '20261122_100140_jobs_queue',
  },
  {
    up: migration_20261122_112009_search_index.up,
    down: migration_20261122_112009_search_index.down,
    name: '20261122_112009_search_index',
  },
  {
    up: migration_20261122_113310_about_us.up,
    down: migration_20261122_113310_about_us.down,
    name: '20261122_113310_about_us',
  },
  {
    up: migration_20261122_131124_services_investor_relations_forms.up,
    down: migration_20261122_131124_services_investor_relations_forms.down,
    name: '20261122_131124_services_investor_relations_forms',
  },
  {
    up: migration_20261126_052114_footer_texts_optional.up,
    down: migration_20261126_052114_footer_texts_optional.down,
    name: '20261126_052114_footer_texts_optional',
  },
  {
    up: migration_20261126_053304_users_without_lockout.up,
    down: migration_20261126_053304_users_without_lockout.down,
    name: '20261126_053304_users_without_lockout',
  },
  {
    up: migration_20261126_181700_search_stems.up,
    down: migration_20261126_181700_search_stems.down,
    name: '20261126_181700_search_stems',
  },
  {
    up: migration_20261126_182202_traffic_advisories.up,
    down: migration_20261126_182202_traffic_advisories.down,
    name: '20261126_182202_traffic_advisories',
  },
  {
    up: migration_20261126_182308_search_synonyms.up,
    down: migration_20261126_182308_search_synonyms.down,
    name: '20261126_182308_search_synonyms',
  },
  {
    up: migration_20261126_190045_search_kind.up,
    down: migration_20261126_190045_search_kind.down,
    name: '20261126_190045_search_kind',
  },
  {
    up: migration_20261126_195123_merge_traffic_search.up,
    down: migration_20261126_195123_merge_traffic_search.down,
    name: '20261126_195123_merge_traffic_search',
  },
  {
    up: migration_20261126_212618_traffic_advisory_jakarta_time.up,
    down: migration_20261126_212618_traffic_advisory_jakarta_time.down,
    name: '20261126_212618_traffic_advisory_jakarta_time',
  },
  {
    up: migration_20261126_212936_search_analytics.up,
    down: migration_20261126_212936_search_analytics.down,
    name: '20261126_212936_search_analytics',
  },
  {
    up: migration_20261126_213113_content_findings.up,
    down: migration_20261126_213113_content_findings.down,
    name: '20261126_213113_content_findings',
  },
  {
    up: migration_20261126_213639_audit_trail_and_interface_language.up,
    down: migration_20261126_213639_audit_trail_and_interface_language.down,
    name: '20261126_213639_audit_trail_and_interface_language',
  },
  {
    up: migration_20261126_230339_merge_findings_audit_analytics.up,
    down: migration_20261126_230339_merge_findings_audit_analytics.down,
    name: '20261126_230339_merge_findings_audit_analytics',
  },
  {
    up: migration_20261127_013121_locale_parent_indexes.up,
    down: migration_20261127_013121_locale_parent_indexes.down,
    name: '20261127_013121_locale_parent_indexes',
  },
  {
    up: migration_20261127_042219_search_rank_index.up,
    down: migration_20261127_042219_search_rank_index.down,
    name: '20261127_042219_search_rank_index',
  },
  {
    up: migration_20261127_044248_sign_ins_and_english_report.up,
    down: migration_20261127_044248_sign_ins_and_english_report.down,
    name: '20261127_044248_sign_ins_and_english_report'
  },
];
