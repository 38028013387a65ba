import { describe, expect, it } from "vitest";
import {
  formView,
  getFormProps,
  getInputProps,
  getTextareaProps,
} from "~/components/ui/server-form";

type Contact = { name: string; email: string; texts?: "on"; note?: string };

const constraint = { name: { required: true, maxLength: 100 }, email: { required: true } };

describe("formView", () => {
  it("names ids and messages as Conform did, from the form's id", () => {
    const [form, fields] = formView<Contact>({ id: "contact", lastResult: undefined, constraint });
    expect(form).toEqual({
      id: "contact",
      errorId: "contact-error",
      errors: undefined,
      allErrors: {},
    });
    expect(fields.name).toMatchObject({
      id: "contact-name",
      name: "name",
      errorId: "contact-name-error",
      required: true,
      maxLength: 100,
      errors: undefined,
      initialValue: undefined,
    });
  });

  it("starts from the defaults, as text", () => {
    const [, fields] = formView<Contact>({
      id: "contact",
      lastResult: undefined,
      defaultValue: { name: "Ann", texts: true, note: 12 },
    });
    expect(fields.name.initialValue).toBe("Ann");
    expect(fields.texts.initialValue).toBe("on");
    expect(fields.note.initialValue).toBe("12");
  });

  it("after a refusal, gives back what was typed and each field's messages", () => {
    const [form, fields] = formView<Contact>({
      id: "contact",
      lastResult: {
        status: "error",
        initialValue: { name: "A", email: "ann@example" },
        error: { name: ["Too short"], email: null, "": ["Not sent"] },
      },
      defaultValue: { name: "Default" },
      constraint,
    });
    expect(fields.name.initialValue).toBe("A");
    expect(fields.name.errors).toEqual(["Too short"]);
    expect(fields.email.errors).toBeUndefined();
    expect(form.errors).toEqual(["Not sent"]);
    expect(form.allErrors).toEqual({ name: ["Too short"], "": ["Not sent"] });
  });

  it("after an answer that empties the form, starts again from the defaults with a new key", () => {
    const [, before] = formView<Contact>({
      id: "ask",
      lastResult: undefined,
      defaultValue: { name: "Ann" },
    });
    const [, after] = formView<Contact>({
      id: "ask",
      lastResult: { status: "success", initialValue: null },
      defaultValue: { name: "Ann" },
      resets: 1,
    });
    expect(after.name.initialValue).toBe("Ann");
    expect(after.name.key).not.toBe(before.name.key);
    expect(after.name.key).not.toBe(after.email.key);
  });
});

describe("control props", () => {
  const [form, fields] = formView<Contact>({
    id: "contact",
    lastResult: {
      initialValue: { name: "A", texts: "on", note: "Hi" },
      error: { name: ["Too short"], "": ["No"] },
    },
    constraint,
  });

  it("marks an invalid field and points it at its message first", () => {
    expect(getInputProps(fields.name, { type: "text", ariaDescribedBy: "hint" })).toEqual({
      id: "contact-name",
      name: "name",
      type: "text",
      required: true,
      maxLength: 100,
      minLength: undefined,
      min: undefined,
      max: undefined,
      step: undefined,
      pattern: undefined,
      multiple: undefined,
      defaultValue: "A",
      "aria-invalid": true,
      "aria-describedby": "contact-name-error hint",
    });
  });

  it("leaves a valid field unmarked, ticks a box that was ticked, fills a textarea", () => {
    const box = getInputProps(fields.texts, { type: "checkbox" });
    expect(box).toMatchObject({ value: "on", defaultChecked: true });
    expect(box).not.toHaveProperty("aria-invalid");
    expect(getTextareaProps(fields.note)).toMatchObject({ defaultValue: "Hi" });
  });

  it("lets the server check the form", () => {
    expect(getFormProps(form)).toEqual({
      id: "contact",
      noValidate: true,
      "aria-describedby": "contact-error",
    });
  });
});
