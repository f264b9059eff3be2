import type { Kysely } from 'kysely';
import * as m0001 from './0001_accounts';
import * as m0002 from './0002_competitors';
import * as m0003 from './0003_audit_log';
import * as m0004 from './0004_competitions';
import * as m0005 from './0005_ctfd_pkce';
import * as m0010 from './0010_edit_versions';
import * as m0011 from './0011_competition_archive';
import * as m0020 from './0020_login_throttle';
import * as m0040 from './0040_list_keys';
import * as m0050 from './0050_list_anchors';
import * as m0060 from './0060_account_link_states';
import * as m0061 from './0061_discord_bindings';
import * as m0080 from './0080_organizer_operations';
import * as m0081 from './0081_announcements';

import * as m0085 from './0085_ctfd_sync';

import * as m0070 from './0070_admin_operations';
import * as m0071 from './0071_suspended_users_index';
import * as m0090 from './0090_mailed_token_used_at';
import * as m0091 from './0091_account_security';
import * as m0095 from './0095_passkeys';
import * as m0092 from './0092_guardian_consent';
import * as m0100 from './0100_registration_list_keys';
import * as m0101 from './0101_list_search_tabs';
import * as m0102 from './0102_users_list_search_walk';
import * as m0103 from './0103_search_key_statistics';
import * as m0104 from './0104_reference_institutions';
import * as m0107 from './0107_announcement_recipients_erased';
import * as m0108 from './0108_totp_secrets_sealed';
import * as m0109 from './0109_ctfd_team_links';
import * as m0111 from './0111_ctfd_token_scope';
import * as m0112 from './0112_audit_labels_of_deleted';
import * as m0113 from './0113_programme';
import * as m0114 from './0114_category_filters';
import * as m0116 from './0116_stage_gates';
import * as m0117 from './0117_team_rosters';
import * as m0118 from './0118_results_ctfd_position';
import * as m0119 from './0119_moving_in';
import * as m0120 from './0120_funnel_counts';
import * as m0121 from './0121_mentors';
import * as m0122 from './0122_playground_progress';
import * as m0123 from './0123_certificates';

/**
 * What the runner (server/src/db/migrate.ts) hands each migration from the running configuration, so
 * that a migration moving data into an encrypted column still imports no application code.
 */
export interface MigrationContext {
  /** Seals an authenticator app's secret under TOTP_SECRET_KEY, exactly as the server stores one. */
  sealTotpSecret(plain: string): string;
  /** The secret sealTotpSecret sealed. */
  openTotpSecret(sealed: string): string;
}

/** A Kysely migration that may take the context as well (most ignore it). */
export interface ContextMigration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, context: MigrationContext): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  down?(db: Kysely<any>, context: MigrationContext): Promise<void>;
}

/** Every migration, by name; names sort in the order they run. A test checks each file is listed. */
export const migrations: Record<string, ContextMigration> = {
  '0001_accounts': m0001,
  '0002_competitors': m0002,
  '0003_audit_log': m0003,
  '0004_competitions': m0004,
  '0005_ctfd_pkce': m0005,
  '0010_edit_versions': m0010,
  '0011_competition_archive': m0011,
  '0020_login_throttle': m0020,
  '0040_list_keys': m0040,
  '0050_list_anchors': m0050,
  '0060_account_link_states': m0060,
  '0061_discord_bindings': m0061,
  '0080_organizer_operations': m0080,
  '0081_announcements': m0081,

  '0085_ctfd_sync': m0085,

  '0070_admin_operations': m0070,
  '0071_suspended_users_index': m0071,
  '0090_mailed_token_used_at': m0090,
  '0091_account_security': m0091,
  '0095_passkeys': m0095,
  '0092_guardian_consent': m0092,
  '0100_registration_list_keys': m0100,
  '0101_list_search_tabs': m0101,
  '0102_users_list_search_walk': m0102,
  '0103_search_key_statistics': m0103,
  '0104_reference_institutions': m0104,
  '0107_announcement_recipients_erased': m0107,
  '0108_totp_secrets_sealed': m0108,
  '0109_ctfd_team_links': m0109,
  '0111_ctfd_token_scope': m0111,
  '0112_audit_labels_of_deleted': m0112,
  '0113_programme': m0113,
  '0114_category_filters': m0114,
  '0116_stage_gates': m0116,
  '0117_team_rosters': m0117,
  '0118_results_ctfd_position': m0118,
  '0119_moving_in': m0119,
  '0120_funnel_counts': m0120,
  '0121_mentors': m0121,
  '0122_playground_progress': m0122,
  '0123_certificates': m0123,
};
