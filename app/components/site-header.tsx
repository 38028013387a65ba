import Phone from "lucide/dist/esm/icons/phone.mjs";
import { Icon } from "~/components/ui/icon";
import { Form, Link, NavLink } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { BrandLogo } from "~/components/brand/brand-logo";
import type { OrganisationLink } from "~/lib/member-home";
import { PhoneLink } from "~/components/ui/phone-link";

export interface HeaderAccount {
  /** The service worker keeps an engineer's saved day under it (decision 0049). */
  id: string;
  name: string;
  role: "admin" | "engineer" | "client";
  /** "My account": /dashboard, or /dashboard?account where /dashboard sends them on. */
  profilePath: string;
  /** The member's organisation (or the list of them on the dashboard). */
  organisation: OrganisationLink | null;
}

const NAVIGATION = [
  { to: "/services", label: "Services" },
  { to: "/prices", label: "Prices" },
  { to: "/emergency-callout", label: "Emergency" },
  { to: "/areas-we-cover", label: "Areas" },
  { to: "/reviews", label: "Reviews" },
  { to: "/contact", label: "Contact" },
];

function useStandaloneDisplay() {
  const [standalone, setStandalone] = useState(false);
  useEffect(() => {
    setStandalone(window.matchMedia("(display-mode: standalone)").matches);
  }, []);
  return standalone;
}

/**
 * The queue's code (with idb) is for signed-in people only: it loads once the page is up, so the
 * first visit to a page does not carry it, and the service worker keeps it for use offline.
 */
const loadQueueStore = () => import("~/lib/offline/queue-store");
/** Forgetting the phone's copies on sign-out, loaded the same way (decision 0092). */
const loadThisPhone = () => import("~/lib/offline/this-phone");

/** In the installed app a full reload after signing out drops every trace of the user. */
export function SignOutButton({ className = "btn-secondary" }: { className?: string }) {
  const standalone = useStandaloneDisplay();
  const forgotten = useRef(false);
  useEffect(() => {
    void loadQueueStore().catch(() => undefined);
    void loadThisPhone().catch(() => undefined);
  }, []);
  // Nothing of an engineer's day stays on the phone; work not yet sent is only lost on purpose.
  async function forgetFirst(event: FormEvent<HTMLFormElement>) {
    if (forgotten.current) return;
    event.preventDefault();
    const form = event.currentTarget;
    const waiting = await loadQueueStore()
      .then((queue) => queue.countWaiting())
      .catch(() => 0);
    if (
      waiting > 0 &&
      !window.confirm(
        `${waiting} update${waiting === 1 ? " has" : "s have"} not been sent yet. Signing out deletes ${waiting === 1 ? "it" : "them"} from this phone. Sign out anyway?`,
      )
    ) {
      return;
    }
    await loadThisPhone()
      .then((phone) => phone.forgetEngineerData())
      .catch(() => undefined);
    forgotten.current = true;
    form.requestSubmit();
    // The submit event ran at once: a sign-out that fails (no signal) asks again next time.
    forgotten.current = false;
  }
  return (
    <Form
      method="post"
      action="/auth/sign-out"
      reloadDocument={standalone}
      onSubmit={(event) => void forgetFirst(event)}
    >
      <button type="submit" className={className}>
        Sign out
      </button>
    </Form>
  );
}

/** An organisation's people report repairs on its own form; everyone else books online. */
function MainAction({ account }: { account: HeaderAccount | null }) {
  const organisation = account?.organisation;
  return organisation ? (
    <Link to={organisation.reportTo} className="btn-primary whitespace-nowrap">
      Report a repair
    </Link>
  ) : (
    <Link to="/book" className="btn-primary whitespace-nowrap">
      Book online
    </Link>
  );
}

function AccountLinks({ account }: { account: HeaderAccount | null }) {
  if (!account) {
    return (
      <Link to="/auth" className="btn-secondary whitespace-nowrap">
        Sign in
      </Link>
    );
  }
  return (
    <>
      {account.organisation ? (
        <Link to={account.organisation.to} className="btn-secondary whitespace-nowrap">
          {account.organisation.label}
        </Link>
      ) : null}
      <Link to={account.profilePath} className="btn-secondary whitespace-nowrap">
        My account
      </Link>
      <SignOutButton className="btn-secondary whitespace-nowrap" />
    </>
  );
}

export function SiteHeader({
  businessName,
  phone,
  phoneDisplay,
  account,
}: {
  businessName: string;
  phone: string;
  phoneDisplay: string;
  account: HeaderAccount | null;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="container-page flex items-center justify-between gap-3 py-3">
        <BrandLogo name={businessName} tone="on-light" />
        {/* The help area: a person on the phone, or the assistant for a quick question. */}
        <div className="flex items-center gap-3">
          {/* At a desk's width the account sits up here, so the row below never wraps. */}
          <div className="hidden items-center gap-2 lg:flex">
            <AccountLinks account={account} />
          </div>
          <Link to="/ai-assistant" className="hidden whitespace-nowrap font-medium sm:inline">
            Ask a question
          </Link>
          <PhoneLink
            phone={phone}
            className="btn-accent whitespace-nowrap"
            aria-label={`Call ${businessName} on ${phoneDisplay}`}
          >
            <Icon icon={Phone} className="size-5" strokeWidth={2.25} />
            {phoneDisplay}
          </PhoneLink>
        </div>
      </div>
      <nav aria-label="Main" className="border-t border-slate-100">
        {/* <details> opens and closes the phone menu without JavaScript. */}
        <details className="container-page group py-2 lg:hidden">
          <summary className="btn-secondary w-full cursor-pointer list-none">Menu</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className="block rounded px-3 py-3 text-lg text-slate-900 hover:bg-slate-100"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                to="/ai-assistant"
                className="block rounded px-3 py-3 text-lg text-slate-900 hover:bg-slate-100"
              >
                Ask a question
              </NavLink>
            </li>
            <li className="mt-2 flex flex-wrap gap-2">
              <MainAction account={account} />
              <AccountLinks account={account} />
            </li>
          </ul>
        </details>
        <div className="container-page hidden items-center justify-between py-2 lg:flex">
          <ul className="flex gap-1">
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `rounded px-3 py-2 font-medium text-slate-900 no-underline hover:bg-slate-100 ${isActive ? "bg-slate-100" : ""}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <MainAction account={account} />
        </div>
      </nav>
    </header>
  );
}
