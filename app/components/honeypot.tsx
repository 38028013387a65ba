import { createContext, useContext, useId, type ReactNode } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

/**
 * The hidden fields remix-utils' honeypot checks (`isSpam` in .server/http/honeypot.server),
 * written by us instead of by its `HoneypotInputs`, whose markup is not valid HTML: it
 * gives the field `autocomplete="nope"` and the same fixed ids on every form of a page.
 * Same names and values, so the server's check is unchanged.
 */
const HoneypotContext = createContext<Partial<HoneypotInputProps>>({});

export function HoneypotProvider({
  children,
  ...props
}: Partial<HoneypotInputProps> & { children: ReactNode }) {
  return <HoneypotContext.Provider value={props}>{children}</HoneypotContext.Provider>;
}

export function HoneypotInputs({ label = "Please leave this field blank" }: { label?: string }) {
  const {
    nameFieldName = "name__confirm",
    validFromFieldName = "from__confirm",
    encryptedValidFrom,
  } = useContext(HoneypotContext);
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
