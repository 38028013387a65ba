/** What the rest of the app knows of an authentication provider (local or hosted Supabase). */

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  companyName: string | null;
  emailConfirmed: boolean;
}

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

export interface AuthAdapter {
  readonly kind: "local" | "supabase";
  signUp(
    request: SignUpRequest,
  ): Promise<AuthResult<{ user: AuthUser; needsVerification: boolean }>>;
  signIn(email: string, password: string): Promise<AuthResult<AuthSession>>;
  getUser(accessToken: string): Promise<AuthUser | null>;
  refresh(refreshToken: string): Promise<AuthSession | null>;
  signOut(session: { accessToken: string; refreshToken: string }): Promise<AuthResult<null>>;
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
