import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { ResetAppButton } from "~/components/reset-app-button";
import { READING_PAGE_HANDLE } from "~/lib/page-hydration";
import { forgetSession } from "~/.server/auth/session.server";
import { buttonOnlyForm, readForm } from "~/.server/http/form.server";
import { redirectWithToast } from "~/.server/http/toast.server";

// Works without script: the answer's Clear-Site-Data empties the caches and storage.
export const handle = READING_PAGE_HANDLE;

export const meta: MetaFunction = () => [
  { title: "Reset the app on this device | We Fix Coventry" },
  {
    name: "description",
    content: "Clear everything this site stored on this phone or computer, and sign out.",
  },
  { name: "robots", content: "noindex" },
];

/** Drops the session cookie and asks the browser to clear this site's caches and storage. */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, { schema: buttonOnlyForm });
  const headers = await forgetSession(context.services, request);
  headers.set("Clear-Site-Data", '"cache", "storage"');
  return redirectWithToast(
    "/",
    {
      type: "info",
      title: "App reset",
      description: "Everything this site stored on this device has been cleared.",
    },
    { headers },
  );
}

/**
 * The reset is for a device where the installed app misbehaves: it has its own page, linked
 * from the offline page, the account page and the engineer's day, not a button on every page.
 */
export default function ResetAppPage() {
  return (
    <div className="container-page max-w-2xl space-y-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Reset the app on this device</h1>
      <p className="text-lg text-slate-700">
        If pages look out of date or the installed app misbehaves, resetting clears everything this
        site keeps on this phone or computer: saved pages, the engineer&apos;s day kept for use
        without a signal, and your sign-in. Your bookings and account are not touched.
      </p>
      <p className="text-slate-700">
        Engineers: steps and notes waiting to be sent from this phone are deleted too. Open your day
        with a signal first so they are sent.
      </p>
      <ResetAppButton />
    </div>
  );
}
