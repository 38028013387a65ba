import { useEffect, useId, useRef, useState } from "react";
import { formView, messagesOf, type FormViewOptions } from "~/components/ui/form-view";

type Options<Schema> = Omit<FormViewOptions, "id" | "resets" | "defaultValue"> & {
  id?: string;
  defaultValue?: { readonly [Name in keyof Schema]?: unknown } | null;
};

/**
 * A form checked on the server only (decision 0063), without Conform's browser runtime: ids,
 * messages and typed values from the server's answer (`lastResult`), and after an answer the
 * focus on the first field with a message, or the form emptied when the answer says so
 * (`reply({ resetForm: true })`).
 */
export function useServerForm<Schema>(options: Options<Schema>) {
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const [resets, setResets] = useState(0);
  // The answer last acted on: a form may be mounted with its answer (a page that keys it by
  // location), and is then focused too, as when the answer reaches a mounted form.
  const answered = useRef<Options<Schema>["lastResult"]>(undefined);
  const mounted = useRef(false);
  const { lastResult } = options;
  useEffect(() => {
    const onMount = !mounted.current;
    mounted.current = true;
    if (!lastResult || lastResult === answered.current) return;
    answered.current = lastResult;
    const element = document.getElementById(id);
    if (!(element instanceof HTMLFormElement)) return;
    if (lastResult.initialValue === null) {
      if (onMount) return;
      element.reset();
      setResets((count) => count + 1);
      return;
    }
    const messages = messagesOf(lastResult);
    for (const control of Array.from(element.elements)) {
      const name = control.getAttribute("name");
      if (name && messages[name] && control instanceof HTMLElement) {
        control.focus();
        break;
      }
    }
  }, [id, lastResult]);
  return formView<Schema>({ ...options, id, resets });
}
