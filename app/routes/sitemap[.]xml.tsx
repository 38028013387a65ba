import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/.server/auth/auth.server";
import { listSitemapEntries } from "~/.server/seo/public-paths.server";
import { sitemapXml } from "~/.server/seo/sitemap.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const xml = sitemapXml(siteOrigin(request), await listSitemapEntries(context.services.db));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
