import { isRouteErrorResponse, Link, useLocation } from "@remix-run/react";
import { PhoneLink } from "~/components/ui/phone-link";

function NotFound() {
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-extrabold text-slate-900">Page not found</h1>
      <p className="mt-4 max-w-prose text-lg text-slate-700">
        We could not find that page. It may have moved, or the address may have a typo. These will
        get you where you need to go:
      </p>
      <ul className="mt-6 flex flex-wrap gap-3">
        <li>
          <Link to="/services" className="btn-secondary">
            Our services
          </Link>
        </li>
        <li>
          <Link to="/book" className="btn-primary">
            Book a handyman
          </Link>
        </li>
        <li>
          <Link to="/contact" className="btn-secondary">
            Contact us
          </Link>
        </li>
      </ul>
    </div>
  );
}

function Forbidden({ message }: { message: string }) {
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-extrabold text-slate-900">
        You do not have access to this page
      </h1>
      <p className="mt-4 max-w-prose text-lg text-slate-700">{message}</p>
      <p className="mt-6">
        <Link to="/dashboard" className="btn-primary">
          Go to my account
        </Link>
      </p>
    </div>
  );
}

function messageOf(data: unknown): string | null {
  if (
    typeof data === "object" &&
    data !== null &&
    "message" in data &&
    typeof data.message === "string"
  ) {
    return data.message;
  }
  return null;
}

/**
 * 404 and 403 get their own pages; anything else is "Something went wrong" with a reload
 * button, and an unexpected exception is headed as the spec's router fallback.
 */
export function ErrorScreen({
  error,
  phone,
  phoneDisplay,
}: {
  error: unknown;
  phone?: string;
  phoneDisplay?: string;
}) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Forbidden
        message={messageOf(error.data) ?? "Your account does not have access to this page."}
      />
    );
  }
  return <GeneralError error={error} phone={phone} phoneDisplay={phoneDisplay} />;
}

function GeneralError({
  error,
  phone,
  phoneDisplay,
}: {
  error: unknown;
  phone?: string;
  phoneDisplay?: string;
}) {
  const location = useLocation();
  const expected = isRouteErrorResponse(error);
  return (
    <div className="container-page py-16" role="alert">
      <h1 className="text-3xl font-extrabold text-slate-900">
        {expected ? "Something went wrong" : "Unexpected Application Error!"}
      </h1>
      {!expected ? (
        <p className="mt-2 text-xl font-semibold text-slate-800">Something went wrong</p>
      ) : null}
      <p className="mt-4 max-w-prose text-lg text-slate-700">
        {(expected && messageOf(error.data)) ||
          "Sorry, this page could not be shown. Reloading usually fixes it; nothing you entered before has been lost on our side."}
      </p>
      <form method="get" action={location.pathname} className="mt-6 flex flex-wrap gap-3">
        {/* Without JavaScript the GET of the same address reloads the page. */}
        {[...new URLSearchParams(location.search)].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="btn-primary"
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
        >
          Refresh Page
        </button>
        {phone ? (
          <PhoneLink phone={phone} className="btn-secondary">
            Call us on {phoneDisplay}
          </PhoneLink>
        ) : null}
      </form>
    </div>
  );
}
