import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicImageResponse } from "~/.server/storage/media.server";

/**
 * The public site's pictures (portfolio, blog covers), e.g. /media/site/portfolio/<name>-960.avif.
 * Anyone may fetch them; a new upload gets a new name, so each file is cached for a year.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  return publicImageResponse(`site/${params["*"] ?? ""}`);
}
