import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";

export interface HarvestedField {
  name: string;
  /** Values the page offers: an input's value, each option of a select, a button's value. */
  values: string[];
  file: boolean;
}

export interface HarvestedForm {
  id: string | null;
  /** Path and query the form posts to, as the browser would resolve it. */
  action: string;
  fields: HarvestedField[];
}

function attribute(element: Element, name: string): string | null {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return null;
  return Array.isArray(value) ? value.join(" ") : String(value);
}

function valuesOf(element: Element): string[] {
  if (element.tagName === "select") {
    return selectAll("option", element).map(
      (option) => attribute(option, "value") ?? toString(option),
    );
  }
  if (element.tagName === "textarea") return [toString(element)];
  const value = attribute(element, "value");
  return value === null ? [] : [value];
}

/**
 * The POST forms of a page with the fields each one sends (fields inside the form and those
 * tied to it with `form="id"`), so a test can fill a form the way a browser would.
 */
export function harvestForms(html: string, pageUrl: string): HarvestedForm[] {
  const tree = fromHtml(html);
  const selector = "input[name], select[name], textarea[name], button[name]";
  const controls = selectAll(selector, tree);
  return selectAll("form", tree)
    .filter((form) => (attribute(form, "method") ?? "get").toLowerCase() === "post")
    .map((form) => {
      const id = attribute(form, "id");
      const url = new URL(attribute(form, "action") ?? pageUrl, pageUrl);
      const inside = new Set(selectAll(selector, form));
      const owned = controls.filter((control) => {
        const owner = attribute(control, "form");
        return owner === null ? inside.has(control) : owner === id;
      });
      const byName = new Map<string, HarvestedField>();
      for (const control of owned) {
        const name = attribute(control, "name") ?? "";
        const field = byName.get(name) ?? { name, values: [], file: false };
        field.values.push(...valuesOf(control));
        field.file ||= attribute(control, "type") === "file";
        byName.set(name, field);
      }
      return { id, action: `${url.pathname}${url.search}`, fields: [...byName.values()] };
    });
}

/** The one form of a page that has a field of this name and value (say intent=sign-in). */
export function formWith(forms: HarvestedForm[], name: string, value?: string): HarvestedForm {
  const form = forms.find((candidate) =>
    candidate.fields.some(
      (field) => field.name === name && (value === undefined || field.values.includes(value)),
    ),
  );
  if (!form) throw new Error(`No form with a field ${name}${value ? `=${value}` : ""}`);
  return form;
}

/** A form's fields as a browser sends them untouched: each field's first value. */
export function defaultValues(form: HarvestedForm): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) if (!field.file) values[field.name] = field.values[0] ?? "";
  return values;
}
