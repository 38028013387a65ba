import type { LoaderFunctionArgs } from "@remix-run/node";
import { portalPhoto } from "~/.server/portal/portal-page.server";

/** One photo of a portal link's job; `?size=thumbnail` for the small copy. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return portalPhoto(request, params.token ?? "", params.photoId ?? "");
}
