import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Role } from 'shared-contracts';
import {
  associations,
  campaignTotalShards,
  campaigns,
  donations,
  rewards,
  uploads,
  userAssociations,
  users,
} from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { signToken } from '../../src/plugins/auth';
import type { TestContext } from './test-app';

// Rows written straight to the database, so each test states only what it is about.

const unique = () => randomBytes(4).toString('hex');

// One argon2 hash reused by every fixture user: hashing costs ~50 ms each.
const DEFAULT_PASSWORD = 'motdepasse1';
let defaultHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  role: Role;
}

export async function createUser(
  ctx: TestContext,
  options: {
    role?: Role;
    email?: string;
    password?: string;
    fullName?: string;
    associationIds?: string[];
    isActive?: boolean;
    phone?: string;
  } = {},
): Promise<TestUser> {
  const role = options.role ?? 'donor';
  const password = options.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = options.password ? await hashPassword(options.password) : await defaultHash;
  const email = (options.email ?? `${role}-${unique()}@exemple.fr`).toLowerCase();
  const [row] = await ctx.db
    .insert(users)
    .values({
      fullName: options.fullName ?? `Utilisateur ${role}`,
      email,
      role,
      passwordHash,
      phone: options.phone ?? null,
      isActive: options.isActive ?? true,
    })
    .returning();
  for (const associationId of options.associationIds ?? []) {
    await ctx.db.insert(userAssociations).values({ userId: row!.id, associationId });
  }
  return {
    id: row!.id,
    email,
    password,
    token: await signToken(ctx.config, row!.id, row!.sessionVersion),
    role,
  };
}

type AssociationInsert = typeof associations.$inferInsert;
export async function createAssociation(ctx: TestContext, values: Partial<AssociationInsert> = {}) {
  const name = values.name ?? `Association ${unique()}`;
  const [row] = await ctx.db
    .insert(associations)
    .values({
      name,
      slug: values.slug ?? `association-${unique()}`,
      contactEmail: 'contact@association.fr',
      category: 'social',
      status: 'approved',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      bankName: 'Banque Test',
      managerName: 'Gérante Test',
      managerEmail: 'gerante@association.fr',
      // The beneficiary block of its reçus fiscaux (Cerfa 11580*05), complete.
      address: '3 place du Marché',
      postalCode: '38000',
      city: 'Grenoble',
      rna: 'W381004562',
      ...values,
    })
    .returning();
  return row!;
}

type CampaignInsert = typeof campaigns.$inferInsert;
export async function createCampaign(
  ctx: TestContext,
  values: Partial<CampaignInsert> & { associationId: string },
  rewardRows: { amountCents: number; title: string; description?: string }[] = [],
) {
  const title = values.title ?? `Campagne ${unique()}`;
  const [row] = await ctx.db
    .insert(campaigns)
    .values({
      title,
      slug: values.slug ?? `campagne-${unique()}`,
      description: 'Une courte description',
      status: 'active',
      targetAmountCents: 100_000,
      endDate: new Date(Date.now() + 30 * 86_400_000),
      ...values,
    })
    .returning();
  if (rewardRows.length > 0) {
    await ctx.db
      .insert(rewards)
      .values(rewardRows.map((reward, position) => ({ ...reward, campaignId: row!.id, position })));
  }
  return row!;
}

type DonationInsert = typeof donations.$inferInsert;
/** A donation; when paid, the campaign and association totals move as the payments service would. */
export async function createDonation(
  ctx: TestContext,
  values: Partial<DonationInsert> & { campaignId: string },
) {
  const [row] = await ctx.db
    .insert(donations)
    .values({
      donorName: 'Jean Dupont',
      donorEmail: `donateur-${unique()}@exemple.fr`,
      amountCents: 2_000,
      paymentProvider: 'sandbox',
      paymentStatus: 'paid',
      paidAt: values.paymentStatus && values.paymentStatus !== 'paid' ? null : new Date(),
      ...values,
    })
    .returning();
  if (row!.paymentStatus === 'paid') {
    await ctx.db
      .insert(campaignTotalShards)
      .values({
        campaignId: row!.campaignId,
        shard: 0,
        raisedAmountCents: row!.amountCents,
        totalBackers: 1,
      })
      .onConflictDoUpdate({
        target: [campaignTotalShards.campaignId, campaignTotalShards.shard],
        set: {
          raisedAmountCents: sql`${campaignTotalShards.raisedAmountCents} + ${row!.amountCents}`,
          totalBackers: sql`${campaignTotalShards.totalBackers} + 1`,
        },
      });
  }
  return row!;
}

/**
 * Everything a reçu fiscal prints, declared: the beneficiary block (street, postal code,
 * commune, RNA), object, status, signatory, and a proof this association uploaded (its upload
 * row, as POST /upload/document leaves it). The super admin may then verify it.
 */
export async function declareReceiptFacts(
  db: TestContext['db'],
  associationId: string,
  values: Partial<AssociationInsert> = {},
): Promise<{ proofUrl: string }> {
  const key = `documents/${randomUUID()}.pdf`;
  const proofUrl = `/api/uploads/${key}`;
  await db.insert(uploads).values({
    kind: 'document',
    storageKey: key,
    url: proofUrl,
    originalName: 'rescrit.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1_000,
    associationId,
  });
  await db
    .update(associations)
    .set({
      address: '3 place du Marché',
      postalCode: '38000',
      city: 'Grenoble',
      rna: 'W381004562',
      taxPurpose: 'Reboiser les forêts du Vercors',
      taxLegalStatus: "Association loi 1901 d'intérêt général",
      signatoryName: 'Marie Curie',
      signatoryTitle: 'Présidente',
      taxDocumentUrl: proofUrl,
      taxEligibility: 'declared',
      ...values,
    })
    .where(eq(associations.id, associationId));
  return { proofUrl };
}
