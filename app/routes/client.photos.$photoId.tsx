import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientPhoto } from "~/.server/portal/client-page.server";

/** One photo of the signed-in client's job; `?size=thumbnail` for the small copy. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return clientPhoto(request, params.photoId ?? "");
}
