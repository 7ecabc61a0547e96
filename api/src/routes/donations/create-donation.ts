import { randomUUID } from 'node:crypto';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DONATION_MESSAGES,
  ERROR_MESSAGES,
  LOADING_MESSAGES,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  PAYMENT_API_MESSAGES,
  absoluteHref,
  ROLE_LABELS,
  ROUTES,
  VALIDATION_MESSAGES,
  donationCreateSchema,
} from 'shared-contracts';
import { optionalAuth } from '../../plugins/auth';
import { associations } from '../../db/schema/associations';
import { campaigns, rewards } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { users } from '../../db/schema/users';
import { AppError, conflict, notFound, unprocessable, type FieldError } from '../../lib/app-error';
import { centsToEuros } from '../../lib/money';
import { hashPassword } from '../../lib/passwords';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { parseInput } from '../../lib/validation';
import { sendSafely } from '../../services/mail/mail-service';
import { accountCreatedEmail } from '../../services/mail/templates';
import { PaymentProviderError } from '../../services/payments/payment-provider';
import { trustedOrigin } from './origin';

const MAX_DONATION_EUROS = 999_999.99;

export const DONATION_TEXTS = {
  amountTooHigh: PAYMENT_API_MESSAGES.amountTooHigh,
  campaignNotFound: LOADING_MESSAGES.campaignNotFound,
  campaignClosed: PAYMENT_API_MESSAGES.campaignClosed,
  emailTaken: PAYMENT_API_MESSAGES.emailTakenWhileDonating,
  providerUnavailable: PAYMENT_API_MESSAGES.providerUnavailable,
} as const;

/**
 * Per client address: bounds card testing (many small checkouts from one place) and session
 * spam without hindering real donors. Counters are per process, like the login limit.
 */
export function donationRateLimit(app: FastifyInstance) {
  return { max: app.config.donationRateLimitMax, timeWindow: '1 minute' };
}

/**
 * POST /donations: validates everything, opens a checkout session with the provider, then
 * writes the donation (and the account asked for) in one transaction. The session is opened
 * first so that a provider failure leaves no row at all; a session whose row could not be
 * written is simply never paid (nobody has its URL) and expires at the provider.
 */
export async function createDonationRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/donations',
    { preHandler: optionalAuth, config: { rateLimit: donationRateLimit(app) } },
    async (request, reply) => {
      const body = parseInput(donationCreateSchema, request.body);
      const user = request.currentUser;
      const config = app.config;

      const problems: FieldError[] = [];
      // The card provider's ceiling (Stripe: 999 999,99 €): refused here rather than as a 502.
      if (body.amount > MAX_DONATION_EUROS)
        problems.push({ path: 'amount', message: DONATION_TEXTS.amountTooHigh });
      if (body.accept_terms === false)
        problems.push({ path: 'accept_terms', message: DONATION_MESSAGES.acceptTerms });
      const donorName = body.donor_name ?? user?.fullName;
      const donorEmail = (body.donor_email ?? user?.email)?.toLowerCase();
      if (!donorName) problems.push({ path: 'donor_name', message: VALIDATION_MESSAGES.required });
      if (!donorEmail)
        problems.push({ path: 'donor_email', message: VALIDATION_MESSAGES.required });
      const isCreatingAccount = body.create_account && !user;
      if (isCreatingAccount) {
        if (!body.password)
          problems.push({ path: 'password', message: DONATION_MESSAGES.passwordForAccount });
        else if (body.password.length < MIN_PASSWORD_LENGTH)
          problems.push({ path: 'password', message: PASSWORD_MESSAGES.tooShort });
      }
      if (problems.length > 0) throw unprocessable(problems);

      const campaignId = body.campaign_id.toLowerCase();
      const amountCents = Math.round(body.amount * 100);
      // Both reads depend only on the request: run them side by side.
      const [[campaign], [reward]] = await Promise.all([
        app.db
          .select({
            id: campaigns.id,
            slug: campaigns.slug,
            title: campaigns.title,
            status: campaigns.status,
            targetAmountCents: campaigns.targetAmountCents,
            endDate: campaigns.endDate,
            associationName: associations.name,
            associationStatus: associations.status,
          })
          .from(campaigns)
          .innerJoin(associations, eq(associations.id, campaigns.associationId))
          .where(eq(campaigns.id, campaignId))
          .limit(1),
        // The highest reward the amount reaches (spec section 5), chosen here, never by the client.
        app.db
          .select({ id: rewards.id, title: rewards.title, description: rewards.description })
          .from(rewards)
          .where(and(eq(rewards.campaignId, campaignId), lte(rewards.amountCents, amountCents)))
          .orderBy(desc(rewards.amountCents), desc(rewards.position))
          .limit(1),
      ]);
      // Drafts and campaigns of unapproved associations are not public: they do not exist here.
      if (!campaign || campaign.status === 'draft' || campaign.associationStatus !== 'approved') {
        throw notFound(DONATION_TEXTS.campaignNotFound);
      }
      const isGoalEnded =
        campaign.targetAmountCents !== null &&
        campaign.endDate !== null &&
        campaign.endDate.getTime() <= Date.now();
      if (campaign.status !== 'active' || isGoalEnded)
        throw conflict(DONATION_TEXTS.campaignClosed);

      if (isCreatingAccount) {
        const [existing] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, donorEmail!))
          .limit(1);
        if (existing) throw conflict(DONATION_TEXTS.emailTaken);
      }

      const origin = trustedOrigin(config, body.origin_url);
      const passwordHash = isCreatingAccount ? await hashPassword(body.password!) : undefined;

      const donationId = randomUUID();
      let session;
      try {
        session = await app.payments.provider.createCheckoutSession({
          donationId,
          amountCents,
          description: `Don à « ${campaign.title} » (${campaign.associationName})`,
          customerEmail: donorEmail!,
          successUrlBase: origin,
          cancelUrl: absoluteHref(origin, ROUTES.campaign.href({ campaignId: campaign.slug })),
        });
      } catch (error) {
        request.log.error({ err: error }, 'checkout session could not be created');
        throw new AppError(
          502,
          error instanceof PaymentProviderError
            ? DONATION_TEXTS.providerUnavailable
            : ERROR_MESSAGES.unavailable,
        );
      }

      const donationRow = (userId: string | null) => ({
        id: donationId,
        campaignId: campaign.id,
        userId,
        donorName: donorName!,
        donorEmail: donorEmail!,
        phone: body.phone ?? null,
        amountCents,
        isAnonymous: body.is_anonymous,
        message: body.message ?? null,
        rewardId: reward?.id ?? null,
        rewardTitle: reward?.title ?? null,
        rewardDescription: reward?.description ?? null,
        paymentStatus: 'pending' as const,
        paymentProvider: app.payments.provider.name,
        providerSessionId: session.sessionId,
        checkoutExpiresAt: session.expiresAt,
        originUrl: origin,
      });

      let createdUserId: string | undefined;
      if (!isCreatingAccount) {
        await app.db.insert(donations).values(donationRow(user?.id ?? null));
      } else {
        try {
          // The account and its first donation exist together or not at all.
          await app.db.transaction(async (tx) => {
            const [created] = await tx
              .insert(users)
              .values({
                fullName: donorName!,
                email: donorEmail!,
                phone: body.phone ?? null,
                role: 'donor',
                passwordHash: passwordHash!,
              })
              .returning({ id: users.id });
            await tx.insert(donations).values(donationRow(created!.id));
            createdUserId = created!.id;
          });
        } catch (error) {
          // Two requests creating the same account at once: the loser gets the same clear 409.
          if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(DONATION_TEXTS.emailTaken);
          throw error;
        }
      }

      if (createdUserId) {
        app.payments.background?.(
          sendSafely(
            app.mail,
            accountCreatedEmail({
              to: donorEmail!,
              fullName: donorName!,
              roleLabel: ROLE_LABELS.donor,
              loginUrl: absoluteHref(origin, ROUTES.login.href()),
            }),
            request.log,
          ),
        );
      }

      return reply.code(201).send({
        data: {
          checkout_url: session.checkoutUrl,
          donation_id: donationId,
          session_id: session.sessionId,
          donation: {
            id: donationId,
            amount: centsToEuros(amountCents),
            payment_status: 'pending',
            reward_selected: reward?.title ?? null,
            account_created: Boolean(createdUserId),
          },
        },
      });
    },
  );
}
