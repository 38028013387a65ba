import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useServerForm,
} from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { ClientFormReply } from "~/lib/views/clients";
import { Field, SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import {
  clientContactConstraint,
  clientErasureConstraint,
  clientNotesConstraint,
  clientPortalLinkConstraint,
} from "~/lib/form-constraints/clients";
import type {
  ClientIntent,
  clientContactSchema,
  clientErasureSchema,
  clientNotesSchema,
  clientPortalLinkSchema,
} from "~/lib/schemas/clients";

type Reply = ClientFormReply | undefined;

/**
 * One of the page's forms, checked on the server (decision 0063); the server's
 * answer only reaches the form it was for.
 */
function useClientForm<Schema extends z.ZodTypeAny>(
  intent: ClientIntent,
  constraint: NonNullable<Parameters<typeof useServerForm>[0]["constraint"]>,
  reply: Reply,
  defaultValue?: { [Name in keyof z.input<Schema>]?: unknown },
) {
  return useServerForm<z.input<Schema>>({
    id: `client-${intent}`,
    lastResult: reply?.form === intent ? reply.result : undefined,
    defaultValue,
    constraint,
  });
}

function Intent({ intent }: { intent: ClientIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

export function ContactForm({
  reply,
  defaultValue,
}: {
  reply: Reply;
  defaultValue: { name: string; email: string; phone: string };
}) {
  const [form, fields] = useClientForm<typeof clientContactSchema>(
    "contact",
    clientContactConstraint,
    reply,
    defaultValue,
  );
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError
        id={form.errorId}
        title="The details were not saved"
        message={form.errors?.join(" ")}
      />
      <Intent intent="contact" />
      <Field field={fields.name} label="Name" autoComplete="off" />
      <Field
        field={fields.email}
        label="E-mail address"
        type="email"
        autoComplete="off"
        hint="Their next bookings and portal links use it. Jobs keep the details they were booked with."
      />
      <Field field={fields.phone} label="Phone number" type="tel" autoComplete="off" />
      <SubmitButton intent="contact" pendingLabel="Saving…">
        Save the contact details
      </SubmitButton>
    </Form>
  );
}

export function NotesForm({ reply, notes }: { reply: Reply; notes: string }) {
  const [form, fields] = useClientForm<typeof clientNotesSchema>(
    "notes",
    clientNotesConstraint,
    reply,
    { notes },
  );
  const textarea = getTextareaProps(fields.notes, { ariaDescribedBy: "client-notes-hint" });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <FormError
        id={form.errorId}
        title="The notes were not saved"
        message={form.errors?.join(" ")}
      />
      <Intent intent="notes" />
      <div>
        <label htmlFor={fields.notes.id} className="field-label">
          Notes for the office
        </label>
        <p id="client-notes-hint" className="text-sm text-slate-600">
          Only the office sees them. Up to{" "}
          {clientNotesConstraint.notes.maxLength.toLocaleString("en-GB")} characters.
        </p>
        <textarea {...textarea} key={fields.notes.key} rows={5} className="field-input" />
        <FieldError field={fields.notes} />
      </div>
      <SubmitButton intent="notes" pendingLabel="Saving…" className="btn-secondary">
        Save the notes
      </SubmitButton>
    </Form>
  );
}

export function PortalLinkForm({ reply, email }: { reply: Reply; email: string }) {
  const [form] = useClientForm<typeof clientPortalLinkSchema>(
    "portal-link",
    clientPortalLinkConstraint,
    reply,
  );
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <FormError id={form.errorId} title="No link was sent" message={form.errors?.join(" ")} />
      <Intent intent="portal-link" />
      <p className="text-sm text-slate-700">
        E-mails {email} a new link to their bookings; the link they had stops working.
      </p>
      <SubmitButton intent="portal-link" pendingLabel="Sending…" className="btn-secondary">
        Send a new portal link
      </SubmitButton>
    </Form>
  );
}

export function ErasureForm({ reply, email }: { reply: Reply; email: string }) {
  const [form, fields] = useClientForm<typeof clientErasureSchema>(
    "erase",
    clientErasureConstraint,
    reply,
  );
  const input = getInputProps(fields.confirmation, {
    type: "text",
    ariaDescribedBy: "client-erase-hint",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <FormError id={form.errorId} title="Nothing was erased" message={form.errors?.join(" ")} />
      <Intent intent="erase" />
      <p className="text-sm text-slate-800">
        For a request to be forgotten. Their jobs stay for the reports (service, dates, status,
        price, postcode district); their name, contact details, address, descriptions and notes,
        photos, messages, enquiries and account go, and this cannot be undone.
      </p>
      <div>
        <label htmlFor={fields.confirmation.id} className="field-label">
          Type their e-mail address to confirm
        </label>
        <p id="client-erase-hint" className="break-all text-sm text-slate-600">
          {email}
        </p>
        <input
          {...input}
          key={fields.confirmation.key}
          autoComplete="off"
          spellCheck={false}
          className="field-input"
        />
        <FieldError field={fields.confirmation} />
      </div>
      <SubmitButton
        intent="erase"
        pendingLabel="Erasing…"
        className="btn bg-red-700 text-white hover:bg-red-800"
      >
        Erase this client&apos;s personal data
      </SubmitButton>
    </Form>
  );
}
