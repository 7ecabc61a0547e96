import { DEMO_ACCOUNTS as SEEDED } from '../../api/src/db/seed/demo-data';
import type { DemoAccount } from './session';

/** The demo accounts the API seeds on an empty database (SEED_DEMO), by role. */
export const DEMO_ACCOUNTS: Record<DemoAccount['role'], DemoAccount> = {
  super_admin: { role: 'super_admin', ...SEEDED.admin },
  association_manager: { role: 'association_manager', ...SEEDED.manager },
  donor: { role: 'donor', ...SEEDED.donor },
};
