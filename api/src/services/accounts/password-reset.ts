import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { absoluteHref, roleLabel, ROUTES } from 'shared-contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { sendSafely, type MailService } from '../mail/mail-service';
import { accountCreatedEmail, passwordResetEmail } from '../mail/templates';

export const RESET_VALIDITY_HOURS = 1;
/** A new account's "choose your password" link leaves the person time to read their mail. */
const WELCOME_VALIDITY_HOURS = 72;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createResetToken(
  db: Pick<Database, 'insert'>,
  userId: string,
  validityHours: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + validityHours * 3_600_000),
  });
  return token;
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

/** Emails a single-use reset link; false when the mail could not be sent. */
export async function sendPasswordReset(app: AccountDeps, user: UserRow): Promise<boolean> {
  return sendResetLink(app, user, await createResetToken(app.db, user.id, RESET_VALIDITY_HOURS));
}

/** Emails the link of a token made by createResetToken with RESET_VALIDITY_HOURS. */
export function sendResetLink(app: AccountDeps, user: UserRow, token: string): Promise<boolean> {
  return sendSafely(
    app.mail,
    passwordResetEmail({
      to: user.email,
      fullName: user.fullName,
      link: resetLink(app, token),
      validityHours: RESET_VALIDITY_HOURS,
    }),
    app.log,
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
