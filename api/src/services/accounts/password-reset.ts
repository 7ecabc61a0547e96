import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { absoluteHref, roleLabel, ROUTES } from 'shared-contracts';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { sendSafely, type MailService } from '../mail/mail-service';
import { accountCreatedEmail, passwordResetEmail } from '../mail/templates';
import { enqueueJob } from '../jobs/enqueue';
import { sendOnce } from '../mail/send-once';

const RESET_VALIDITY_HOURS = 1;
/** A new account's "choose your password" link leaves the person time to read their mail. */
const WELCOME_VALIDITY_HOURS = 72;

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function createResetToken(
  db: Pick<Database, 'insert'>,
  userId: string,
  validityHours: number,
): Promise<string> {
  return (await insertResetToken(db, userId, validityHours)).token;
}

async function insertResetToken(
  db: Pick<Database, 'insert'>,
  userId: string,
  validityHours: number,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(passwordResetTokens)
    .values({
      userId,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + validityHours * 3_600_000),
    })
    .returning({ id: passwordResetTokens.id });
  return { id: row!.id, token };
}

/**
 * A reset link for `userId`, in the caller's transaction: the token (its hash is stored) and
 * the `password-reset-email` job that mails the link. The link exists only in that job's
 * payload until the email leaves (graphile-worker deletes a job once it succeeds).
 */
export async function issueResetEmailInTx(tx: Tx, userId: string): Promise<void> {
  const { id, token } = await insertResetToken(tx, userId, RESET_VALIDITY_HOURS);
  await enqueueJob(tx, 'password-reset-email', { userId, tokenId: id, token });
}

/** What the account operations need; the Fastify instance provides all of it. */
export interface AccountDeps {
  db: Database;
  mail: MailService;
  config: Config;
  log: FastifyBaseLogger;
}

const resetLink = (app: AccountDeps, token: string) =>
  absoluteHref(app.config.publicUrl, ROUTES.resetPassword.href({ token }));

type UserRow = typeof users.$inferSelect;

/** The `password-reset-email` job: the link of a token made by issueResetEmailInTx, once. */
export async function sendResetLink(
  app: AccountDeps,
  job: { userId: string; tokenId: string; token: string },
): Promise<void> {
  const [user] = await app.db.select().from(users).where(eq(users.id, job.userId)).limit(1);
  if (!user) return;
  await sendOnce(
    app,
    `password-reset:${job.tokenId}`,
    passwordResetEmail({
      to: user.email,
      fullName: user.fullName,
      link: resetLink(app, job.token),
      validityHours: RESET_VALIDITY_HOURS,
    }),
  );
}

/** Welcome email of an account created by the super admin; with a link to choose a password if it has none. */
export async function sendAccountCreated(
  app: AccountDeps,
  user: UserRow,
  hasPassword: boolean,
): Promise<boolean> {
  const setPasswordLink = hasPassword
    ? undefined
    : resetLink(app, await createResetToken(app.db, user.id, WELCOME_VALIDITY_HOURS));
  return sendSafely(
    app.mail,
    accountCreatedEmail({
      to: user.email,
      fullName: user.fullName,
      roleLabel: roleLabel(user.role),
      loginUrl: absoluteHref(app.config.publicUrl, ROUTES.login.href()),
      setPasswordLink,
    }),
    app.log,
  );
}

/**
 * Consumes a reset token: one UPDATE marks it used only if unused and unexpired, so two
 * concurrent uses cannot both succeed. Returns the user id, or undefined.
 */
export async function consumeResetToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a successful reset, older links of the same user stop working too. */
export async function invalidateResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
