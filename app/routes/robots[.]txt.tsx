import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/.server/auth/auth.server";
import { robotsTxt } from "~/.server/seo/robots.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
