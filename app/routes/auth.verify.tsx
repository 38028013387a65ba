import type { LoaderFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/lib/safe-redirect";
import { verifyEmail } from "~/.server/auth/auth.server";
import { redirectWithToast } from "~/.server/http/toast.server";

/**
 * The link in the verification e-mail lands here (token, or Supabase's token_hash). A `next`
 * path (the page the sign-up began on, such as an invitation) is where signing in goes after.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? url.searchParams.get("token_hash") ?? "";
  const next = safeRedirect(url.searchParams.get("next"), "");
  const verified = await verifyEmail(context.services, token);
  return redirectWithToast(
    next ? `/auth?${new URLSearchParams({ redirectTo: next })}` : "/auth",
    verified.ok
      ? {
          type: "success",
          title: "E-mail confirmed",
          description: "Your e-mail address is confirmed. You can sign in now.",
        }
      : { type: "error", title: "Verification failed", description: verified.message },
  );
}
