import type { LoaderFunctionArgs } from "@remix-run/node";
import { verifyEmail } from "~/.server/auth/auth.server";

/** The link in the verification e-mail lands here (token, or Supabase's token_hash). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return verifyEmail(url.searchParams.get("token") ?? url.searchParams.get("token_hash") ?? "");
}
