import type { donations } from '../../db/schema/donations';

export type DonationRow = typeof donations.$inferSelect;
