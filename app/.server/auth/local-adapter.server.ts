import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { passwordResetEmail, verificationEmail } from "../email/templates.server";
import {
  hashPassword,
  hashToken,
  isWellFormedToken,
  newToken,
  signAccessToken,
  verifyAccessToken,
  verifyPassword,
} from "./crypto.server";
import { localCookieSession, type LocalTokenCalls } from "./local-session.server";
import type { AuthAdapter, AuthSession, AuthUser } from "./port.server";

/** The port, and the calls on tokens its cookie session is made of (tests use them too). */
export type LocalAuthAdapter = AuthAdapter & LocalTokenCalls;

const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Two tabs refreshing at once both present the same token: that is not theft. */
const REFRESH_REUSE_GRACE_MS = 10 * 1000;
const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
const RECOVERY_TTL_MS = 60 * 60 * 1000;

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid e-mail or password.",
  notConfirmed:
    "Your e-mail address is not confirmed yet. Open the link in the e-mail we sent you, then sign in.",
  alreadyRegistered:
    "An account with this e-mail address already exists. Sign in, or reset your password.",
  badLink: "This link is not valid or has expired. Ask for a new one.",
  nothingToVerify: "This e-mail address is already confirmed, or has no account.",
} as const;

export interface LocalAuthOptions {
  /** Signs access tokens. */
  secret: string;
  /** Prints links to the server log when no SMTP server delivers the outbox. */
  logLinks: boolean;
  log?: (message: string) => void;
  now?: () => number;
}

interface UserRow {
  id: string;
  email: string;
  email_confirmed_at: Date | null;
  raw_user_meta_data: { full_name?: string; company_name?: string | null };
}

function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.raw_user_meta_data.full_name ?? "",
    companyName: row.raw_user_meta_data.company_name ?? null,
    emailConfirmed: row.email_confirmed_at !== null,
  };
}

const wrongCredentials = {
  ok: false,
  message: AUTH_MESSAGES.invalidCredentials,
  cause: "wrong-credentials",
} as const;

// Verifying against a real hash when the user does not exist keeps timing equal.
let decoyHash: Promise<string> | undefined;

export function createLocalAuthAdapter(
  db: Kysely<Database>,
  options: LocalAuthOptions,
): LocalAuthAdapter {
  const now = options.now ?? Date.now;
  const logLink = (label: string, link: string) => {
    if (options.logLinks) options.log?.(`${label}: ${link}`);
  };

  async function issueOneTimeToken(
    trx: Transaction<Database>,
    userId: string,
    type: "confirmation" | "recovery",
    ttlMs: number,
  ): Promise<string> {
    const token = newToken();
    await trx
      .insertInto("auth.one_time_tokens")
      .values({
        user_id: userId,
        token_type: type,
        token_hash: hashToken(token),
        expires_at: new Date(now() + ttlMs),
      })
      .execute();
    return token;
  }

  async function consumeOneTimeToken(
    trx: Transaction<Database>,
    token: string,
    type: "confirmation" | "recovery",
  ): Promise<string | null> {
    if (!isWellFormedToken(token)) return null;
    const row = await trx
      .updateTable("auth.one_time_tokens")
      .set({ used_at: new Date(now()) })
      .where("token_hash", "=", hashToken(token))
      .where("token_type", "=", type)
      .where("used_at", "is", null)
      .where("expires_at", ">", new Date(now()))
      .returning("user_id")
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  async function startSession(user: UserRow): Promise<AuthSession> {
    const refreshToken = newToken();
    const expiresAt = now() + ACCESS_TOKEN_TTL_MS;
    const sessionId = await db.transaction().execute(async (trx) => {
      const session = await trx
        .insertInto("auth.sessions")
        .values({ user_id: user.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("auth.refresh_tokens")
        .values({ token_hash: hashToken(refreshToken), session_id: session.id, user_id: user.id })
        .execute();
      await trx
        .updateTable("auth.users")
        .set({ last_sign_in_at: new Date(now()) })
        .where("id", "=", user.id)
        .execute();
      return session.id;
    });
    const accessToken = await signAccessToken({ sid: sessionId, exp: expiresAt }, options.secret);
    return { accessToken, refreshToken, expiresAt, user: toAuthUser(user) };
  }

  const userColumns = ["id", "email", "email_confirmed_at", "raw_user_meta_data"] as const;

  const adapter: LocalAuthAdapter = {
    kind: "local",

    sessionOf: (request) => localCookieSession(adapter, request),

    async signUp(request) {
      const passwordHash = await hashPassword(request.password);
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("auth.users")
          .values({
            email: request.email,
            encrypted_password: passwordHash,
            raw_user_meta_data: JSON.stringify({
              full_name: request.fullName,
              company_name: request.companyName,
            }),
          })
          .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
          .returning(userColumns)
          .executeTakeFirst();
        if (!inserted) return { ok: false as const, message: AUTH_MESSAGES.alreadyRegistered };
        const token = await issueOneTimeToken(
          trx,
          inserted.id,
          "confirmation",
          CONFIRMATION_TTL_MS,
        );
        const next = request.next ? `&next=${encodeURIComponent(request.next)}` : "";
        const link = `${request.redirectTo}/auth/verify?token=${token}${next}`;
        await enqueueEmail(trx, verificationEmail(request.email, request.fullName, link));
        logLink(`Verification link for ${request.email}`, link);
        return {
          ok: true as const,
          value: { user: toAuthUser(inserted), needsVerification: true },
        };
      });
    },

    async signIn(email, password) {
      const user = await db
        .selectFrom("auth.users")
        .select([...userColumns, "encrypted_password"])
        .where(sql`lower(email)`, "=", email.toLowerCase())
        .executeTakeFirst();
      if (!user) {
        decoyHash ??= hashPassword("decoy password");
        await verifyPassword(password, await decoyHash);
        return wrongCredentials;
      }
      if (!(await verifyPassword(password, user.encrypted_password))) return wrongCredentials;
      if (!user.email_confirmed_at) return { ok: false, message: AUTH_MESSAGES.notConfirmed };
      return { ok: true, value: await startSession(user) };
    },

    async getUser(accessToken) {
      const claims = await verifyAccessToken(accessToken, options.secret, now());
      if (!claims) return null;
      const row = await db
        .selectFrom("auth.sessions as s")
        .innerJoin("auth.users as u", "u.id", "s.user_id")
        .select(["u.id", "u.email", "u.email_confirmed_at", "u.raw_user_meta_data"])
        .where("s.id", "=", claims.sid)
        .where("s.revoked_at", "is", null)
        .executeTakeFirst();
      return row ? toAuthUser(row) : null;
    },

    async refresh(refreshToken) {
      if (!isWellFormedToken(refreshToken)) return null;
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("auth.refresh_tokens as r")
          .innerJoin("auth.sessions as s", "s.id", "r.session_id")
          .select([
            "r.id",
            "r.revoked",
            "r.updated_at",
            "r.session_id",
            "r.user_id",
            "s.revoked_at",
          ])
          .where("r.token_hash", "=", hashToken(refreshToken))
          .forUpdate()
          .executeTakeFirst();
        if (!current || current.revoked_at) return null;
        if (current.revoked && now() - current.updated_at.getTime() > REFRESH_REUSE_GRACE_MS) {
          // A rotated token used again means it leaked: end the whole session.
          await trx
            .updateTable("auth.sessions")
            .set({ revoked_at: new Date(now()) })
            .where("id", "=", current.session_id)
            .execute();
          return null;
        }
        const user = await trx
          .selectFrom("auth.users")
          .select(userColumns)
          .where("id", "=", current.user_id)
          .executeTakeFirstOrThrow();
        const nextRefreshToken = newToken();
        const expiresAt = now() + ACCESS_TOKEN_TTL_MS;
        const accessToken = await signAccessToken(
          { sid: current.session_id, exp: expiresAt },
          options.secret,
        );
        if (!current.revoked) {
          await trx
            .updateTable("auth.refresh_tokens")
            .set({ revoked: true, updated_at: new Date(now()) })
            .where("id", "=", current.id)
            .execute();
        }
        await trx
          .insertInto("auth.refresh_tokens")
          .values({
            token_hash: hashToken(nextRefreshToken),
            session_id: current.session_id,
            user_id: user.id,
          })
          .execute();
        await trx
          .updateTable("auth.sessions")
          .set({ refreshed_at: new Date(now()) })
          .where("id", "=", current.session_id)
          .execute();
        return { accessToken, refreshToken: nextRefreshToken, expiresAt, user: toAuthUser(user) };
      });
    },

    async signOut({ accessToken, refreshToken }) {
      // An expired access token still names its session; the refresh token does too.
      const sessionFromAccess = (await verifyAccessToken(accessToken, options.secret, 0))?.sid;
      const refreshHash = isWellFormedToken(refreshToken) ? hashToken(refreshToken) : null;
      if (!sessionFromAccess && !refreshHash) return { ok: true, value: null };
      await db
        .updateTable("auth.sessions")
        .set({ revoked_at: new Date(now()) })
        .where((eb) =>
          eb.or([
            ...(sessionFromAccess ? [eb("id", "=", sessionFromAccess)] : []),
            ...(refreshHash
              ? [
                  eb(
                    "id",
                    "in",
                    eb
                      .selectFrom("auth.refresh_tokens")
                      .select("session_id")
                      .where("token_hash", "=", refreshHash),
                  ),
                ]
              : []),
          ]),
        )
        .execute();
      return { ok: true, value: null };
    },

    async verifyEmail(token) {
      return db.transaction().execute(async (trx) => {
        const userId = await consumeOneTimeToken(trx, token, "confirmation");
        if (!userId) return { ok: false as const, message: AUTH_MESSAGES.badLink };
        await trx
          .updateTable("auth.users")
          .set({
            email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())`,
            updated_at: new Date(now()),
          })
          .where("id", "=", userId)
          .execute();
        return { ok: true as const, value: null };
      });
    },

    async resendVerification(email, redirectTo) {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom("auth.users")
          .select(userColumns)
          .where(sql`lower(email)`, "=", email.toLowerCase())
          .executeTakeFirst();
        if (!user || user.email_confirmed_at) {
          return { ok: false as const, message: AUTH_MESSAGES.nothingToVerify };
        }
        const token = await issueOneTimeToken(trx, user.id, "confirmation", CONFIRMATION_TTL_MS);
        const link = `${redirectTo}/auth/verify?token=${token}`;
        const { fullName } = toAuthUser(user);
        await enqueueEmail(trx, verificationEmail(user.email, fullName, link));
        logLink(`Verification link for ${user.email}`, link);
        return { ok: true as const, value: null };
      });
    },

    async endEverySession(userId) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("auth.sessions")
          .set({ revoked_at: new Date(now()) })
          .where("user_id", "=", userId)
          .where("revoked_at", "is", null)
          .execute();
        await trx
          .updateTable("auth.refresh_tokens")
          .set({ revoked: true, updated_at: new Date(now()) })
          .where("user_id", "=", userId)
          .where("revoked", "=", false)
          .execute();
      });
    },

    async requestPasswordReset(email, redirectTo) {
      await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom("auth.users")
          .select(["id", "email"])
          .where(sql`lower(email)`, "=", email.toLowerCase())
          .executeTakeFirst();
        if (!user) return;
        const token = await issueOneTimeToken(trx, user.id, "recovery", RECOVERY_TTL_MS);
        const link = `${redirectTo}/auth/reset-password?token=${token}`;
        await enqueueEmail(trx, passwordResetEmail(user.email, link));
        logLink(`Password reset link for ${user.email}`, link);
      });
    },

    async resetPassword(token, newPassword) {
      const passwordHash = await hashPassword(newPassword);
      return db.transaction().execute(async (trx) => {
        const userId = await consumeOneTimeToken(trx, token, "recovery");
        if (!userId) return { ok: false as const, message: AUTH_MESSAGES.badLink };
        // The link proves the address, so it also confirms it; old sessions end.
        const user = await trx
          .updateTable("auth.users")
          .set({
            encrypted_password: passwordHash,
            email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())`,
            updated_at: new Date(now()),
          })
          .where("id", "=", userId)
          .returning("email")
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("auth.sessions")
          .set({ revoked_at: new Date(now()) })
          .where("user_id", "=", userId)
          .where("revoked_at", "is", null)
          .execute();
        return { ok: true as const, value: { email: user.email } };
      });
    },
  };
  return adapter;
}

/** Creates a confirmed user directly: used by the seed for demo accounts. */
export async function createConfirmedUser(
  db: Kysely<Database>,
  user: { email: string; password: string; fullName: string; companyName: string | null },
): Promise<string> {
  const existing = await db
    .selectFrom("auth.users")
    .select("id")
    .where(sql`lower(email)`, "=", user.email.toLowerCase())
    .executeTakeFirst();
  if (existing) return existing.id;
  const inserted = await db
    .insertInto("auth.users")
    .values({
      email: user.email,
      encrypted_password: await hashPassword(user.password),
      email_confirmed_at: new Date(),
      raw_user_meta_data: JSON.stringify({
        full_name: user.fullName,
        company_name: user.companyName,
      }),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}
