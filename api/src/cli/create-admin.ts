import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { emailField, passwordField } from 'shared-contracts';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openOperatorDatabase } from './operator-database';
import { runCommand, UsageError } from './run-command';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { recordAudit, type AuditActor } from '../services/audit/record-audit';

/** The audit log's author of what this command does: whoever runs it on the server. */
const OPERATOR: AuditActor = { id: null, role: 'operator', email: 'commande create-admin' };

const USAGE = 'Usage: npm run create-admin -- --email E --password P [--name N]';

export interface CreateAdminArgs {
  email: string;
  password: string;
  name: string | undefined;
}

export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') throw new UsageError(USAGE);
    const match = /^--(email|password|name)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument ${arg}\n${USAGE}`);
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value\n${USAGE}`);
    values[match[1]!] = value;
  }
  const email = emailField().safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message}\n${USAGE}`);
  const password = passwordField().safeParse(values.password ?? '');
  if (!password.success)
    throw new UsageError(`--password: ${password.error.issues[0]?.message}\n${USAGE}`);
  return { email: email.data, password: password.data, name: values.name?.trim() || undefined };
}

/**
 * Creates the super admin, or resets an existing account with that email to an active super
 * admin with the given password (the way back in after a lost password).
 */
export async function createOrResetAdmin(
  db: Database,
  args: CreateAdminArgs,
): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(args.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, args.email)).limit(1);
    if (existing) {
      const [reset] = await tx
        .update(users)
        .set({
          passwordHash,
          // A reset password ends the account's sessions, like every password change.
          sessionVersion: sql`${users.sessionVersion} + 1`,
          role: 'super_admin',
          isActive: true,
          updatedAt: new Date(),
          ...(args.name ? { fullName: args.name } : {}),
        })
        .where(eq(users.id, existing.id))
        .returning();
      await recordAudit(tx, {
        actor: OPERATOR,
        action: existing.role === 'super_admin' ? 'user.password' : 'user.role',
        entity: 'user',
        entityId: existing.id,
        before: { ...existing, credentials: 'unchanged' },
        after: { ...reset, credentials: 'replaced' },
      });
      return 'reset' as const;
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: args.email,
        passwordHash,
        role: 'super_admin',
        fullName: args.name ?? 'Super Admin',
        isActive: true,
      })
      .returning();
    await recordAudit(tx, {
      actor: OPERATOR,
      action: 'user.create',
      entity: 'user',
      entityId: created!.id,
      after: created,
    });
    return 'created' as const;
  });
}

async function main(): Promise<void> {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  // `npm run create-admin` runs in api/ (npm -w): a relative DATA_DIR means the folder the
  // operator typed the command in, as for `npm start`, so both reach the same data.
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.resolve(baseDir, process.env.DATA_DIR ?? './data'),
  });
  const { database } = await openOperatorDatabase(config, 2);
  try {
    const outcome = await createOrResetAdmin(database.db, args);
    process.stdout.write(
      outcome === 'created'
        ? `Super admin ${args.email} created.\n`
        : `Account ${args.email} reset: active super admin, new password.\n`,
    );
  } finally {
    await database.shutdown();
  }
}

if (require.main === module) runCommand(main);
