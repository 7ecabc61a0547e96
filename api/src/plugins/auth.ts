import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from 'shared-contracts';
import { TOKEN_LIFETIME_DAYS } from 'shared-contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { userAssociations, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/app-error';

export interface AuthUser {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  role: Role;
  isActive: boolean;
  createdAt: Date;
  associationIds: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth / optionalAuth. */
    currentUser?: AuthUser;
  }
}

const ALGORITHM = 'HS256';

function secretKey(config: Config): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

/**
 * `sv` is the account's session version when the token is issued: a password change raises it,
 * and every token carrying an older one stops working.
 */
export async function signToken(
  config: Config,
  userId: string,
  sessionVersion: number,
): Promise<string> {
  return new SignJWT({ sv: sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_DAYS}d`)
    .sign(secretKey(config));
}

/** Our tokens are about 200 characters; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 2048;
/** A compact JWS: three base64url parts. */
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Whether the request carries a `token` cookie at all, valid or not: the shell then sends it
 * with its reads, so the page announces none of a visitor's (plugins/frontend).
 */
export function hasTokenCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith('token='));
}

/**
 * The shell's session cookie (`token`, shell/src/lib/session.ts), sent by the browser with plain
 * links.
 * Anyone can send any cookie: a value that does not decode, is too long or is not shaped like
 * a token is ignored (the request is a visitor's), never an error.
 */
function tokenFromCookie(request: FastifyRequest): string | undefined {
  const cookies = request.headers.cookie;
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== 'token') continue;
    const raw = value.join('=');
    if (raw.length > MAX_TOKEN_LENGTH * 3) return undefined;
    let token: string;
    try {
      token = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    return token.length <= MAX_TOKEN_LENGTH && TOKEN_SHAPE.test(token) ? token : undefined;
  }
  return undefined;
}

/**
 * Loads the user behind a token, or undefined when it is missing, invalid, expired or inactive.
 * The token comes from the Authorization header; `acceptCookie` also takes the session cookie,
 * for downloads a browser opens as a plain link (read-only GETs only).
 */
export async function userFromRequest(
  request: FastifyRequest,
  options: { acceptCookie?: boolean } = {},
): Promise<AuthUser | undefined> {
  const header = request.headers.authorization;
  const token =
    header && /^Bearer\s+/i.test(header)
      ? header.replace(/^Bearer\s+/i, '').trim()
      : options.acceptCookie
        ? tokenFromCookie(request)
        : undefined;
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  let subject: string | undefined;
  let sessionVersion: unknown;
  try {
    const { payload } = await jwtVerify(token, secretKey(request.server.config), {
      algorithms: [ALGORITHM],
    });
    subject = payload.sub;
    sessionVersion = payload.sv;
  } catch {
    return undefined;
  }
  if (!subject || typeof sessionVersion !== 'number') return undefined;
  // Read on every request so that deactivating a user, changing a role or a password takes
  // effect at once.
  return loadAuthUser(request.server.db, subject, sessionVersion);
}

/**
 * The active user behind an id; with `sessionVersion` (a token's), only if no password change
 * happened since that token was issued.
 */
export async function loadAuthUser(
  db: Database,
  userId: string,
  sessionVersion?: number,
): Promise<(AuthUser & { sessionVersion: number }) | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !user.isActive) return undefined;
  if (sessionVersion !== undefined && user.sessionVersion !== sessionVersion) return undefined;
  const links = await db
    .select({ associationId: userAssociations.associationId })
    .from(userAssociations)
    .where(eq(userAssociations.userId, user.id))
    .orderBy(userAssociations.createdAt);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    isActive: user.isActive,
    createdAt: user.createdAt,
    sessionVersion: user.sessionVersion,
    associationIds: links.map((link) => link.associationId),
  };
}

/** preHandler: 401 without a valid token of an active user, 403 when the role is not allowed. */
export function requireAuth(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function checkAuth(request: FastifyRequest) {
    const user = await userFromRequest(request);
    if (!user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    request.currentUser = user;
  };
}

/** preHandler for calls open to guests that behave differently for a signed-in user. */
export const optionalAuth: preHandlerAsyncHookHandler = async function optionalAuth(
  request: FastifyRequest,
) {
  request.currentUser = await userFromRequest(request);
};

/** The user set by requireAuth (a programming error if the route forgot the hook). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
