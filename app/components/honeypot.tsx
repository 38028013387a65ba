import { useRouteLoaderData } from "@remix-run/react";
import { useId } from "react";
import type { RootLoaderData } from "~/root";

/**
 * The hidden fields remix-utils' honeypot checks (`isSpam` in .server/http/honeypot.server),
 * written by us instead of by its `HoneypotInputs`, whose markup is not valid HTML: it
 * gives the field `autocomplete="nope"` and the same fixed ids on every form of a page.
 * Same names and values, so the server's check is unchanged. The values come with the root's
 * data, read here rather than through a provider in the root, so only pages with a form load
 * this code.
 */

export function HoneypotInputs({ label = "Please leave this field blank" }: { label?: string }) {
  const {
    nameFieldName = "name__confirm",
    validFromFieldName = "from__confirm",
    encryptedValidFrom,
  } = useRouteLoaderData<RootLoaderData>("root")?.honeypot ?? {};
  // One pair of ids per form, so two forms on a page never share one.
  const id = useId();
  const nameId = `${id}${nameFieldName}`;
  const validFromId = `${id}${validFromFieldName}`;
  return (
    // `hidden` hides it from people and assistive technology alike, as display:none did.
    <div hidden>
      <label htmlFor={nameId}>{label}</label>
      <input
        id={nameId}
        name={nameFieldName}
        type="text"
        defaultValue=""
        autoComplete="off"
        tabIndex={-1}
      />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromId}>{label}</label>
          <input
            id={validFromId}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
