import { useEffect, useId, useRef, useState } from "react";
import { formView, messagesOf, type FormViewOptions } from "~/components/ui/form-view";

type Options<Schema> = Omit<FormViewOptions, "id" | "resets" | "defaultValue"> & {
  id?: string;
  defaultValue?: { readonly [Name in keyof Schema]?: unknown } | null;
};

/**
 * A form checked on the server only (decision 0063), without Conform's browser runtime: ids,
 * messages and typed values from the server's answer (`lastResult`), and after a new answer
 * the focus on the first field with a message, or the form emptied when the answer says so
 * (`reply({ resetForm: true })`).
 */
export function useServerForm<Schema>(options: Options<Schema>) {
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const [resets, setResets] = useState(0);
  const answered = useRef(options.lastResult);
  const { lastResult } = options;
  useEffect(() => {
    if (!lastResult || lastResult === answered.current) return;
    answered.current = lastResult;
    const element = document.getElementById(id);
    if (!(element instanceof HTMLFormElement)) return;
    if (lastResult.initialValue === null) {
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
