/** What the rest of the app knows of an authentication provider (local or hosted Supabase). */

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  companyName: string | null;
  emailConfirmed: boolean;
}

/** The tokens of one session, as the local adapter issues them. */
export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  user: AuthUser;
}

export type AuthResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      message: string;
      /** Why, where the caller treats it differently: a wrong password slows the next try. */
      cause?: "wrong-credentials" | "unavailable";
    };

export interface SignUpRequest {
  email: string;
  password: string;
  fullName: string;
  companyName: string | null;
  /** Where the verification link leads back to: the site origin. */
  redirectTo: string;
  /**
   * A path of this site to come back to after verifying and signing in (an invitation link):
   * the local adapter carries it in the verification link as `next`.
   */
  next?: string;
}

/**
 * The session one request's cookies carry, as the adapter keeps it (decision 0004): the calls
 * read the request's cookies and collect what the answer must set; each call at most once per
 * request, in order.
 */
export interface CookieSession {
  /** Checks the password; when it is right the new session goes into the cookie. */
  signIn(email: string, password: string): Promise<AuthResult<AuthUser>>;
  /**
   * Whose session the cookie holds, asked of the provider: renewed (a new cookie) when due,
   * cleared when the provider says it has ended. Null as well when the provider cannot be
   * reached; then the cookie is kept for the next request.
   */
  user(): Promise<AuthUser | null>;
  /** Ends the session at the provider and clears the cookie, every chunk of it. */
  signOut(): Promise<AuthResult<null>>;
  /** Clears the cookie without asking the provider (a disabled account, resetting the app). */
  forget(): Promise<void>;
  /** The answer's Set-Cookie headers: every cookie the calls so far changed, in its last state. */
  setCookieHeaders(): Headers;
}

export interface AuthAdapter {
  readonly kind: "local" | "supabase";
  /** The session of this request, kept in the `wfc_token` cookie in the adapter's own format. */
  sessionOf(request: Request): CookieSession;
  signUp(
    request: SignUpRequest,
  ): Promise<AuthResult<{ user: AuthUser; needsVerification: boolean }>>;
  /** Confirms an e-mail address from the link in the verification e-mail. */
  verifyEmail(token: string): Promise<AuthResult<null>>;
  /** A new verification e-mail for an account whose address is not confirmed yet. */
  resendVerification(email: string, redirectTo: string): Promise<AuthResult<null>>;
  /**
   * Ends every session of an account at once (the office disabled it). The hosted adapter
   * cannot: the anon key may not end another user's sessions, so a disabled profile is what
   * refuses them there, on their next request.
   */
  endEverySession(userId: string): Promise<void>;
  /** Sends a reset link; says nothing about whether the address has an account. */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** Sets the new password; says whose it was, so that address's failed sign-ins are forgotten. */
  resetPassword(token: string, newPassword: string): Promise<AuthResult<{ email: string }>>;
}
