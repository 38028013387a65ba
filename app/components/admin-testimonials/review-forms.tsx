import type { z } from "zod";
import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useServerForm,
  getValidInputProps,
} from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { Field, SelectField, SubmitButton } from "~/components/ui/fields";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { EXTERNAL_REVIEW_SOURCES, REVIEW_SOURCE_LABELS } from "~/lib/review-moderation";
import type {
  ModerationChange,
  externalReviewSchema,
  reviewReplySchema,
} from "~/lib/schemas/testimonials";
import type { ReviewFormReply, ReviewItem } from "~/lib/views/reviews";
import {
  externalReviewConstraint,
  reviewReplyConstraint,
} from "~/lib/form-constraints/testimonials";

export type Reply = ReviewFormReply | undefined;

/** The server's form-level message for one form (and, for moderation, one review). */
function formMessage(reply: Reply, form: ReviewFormReply["form"], testimonialId?: string) {
  if (!reply || reply.form !== form) return null;
  if (testimonialId !== undefined && reply.testimonialId !== testimonialId) return null;
  return reply.result.error?.[""]?.join(" ") ?? null;
}

const CHANGE_LABELS: Record<ModerationChange, string> = {
  approve: "Approve",
  hide: "Hide",
  feature: "Feature on the home page",
  unfeature: "Take off the home page",
};

/** The moderation buttons that fit where the review stands, each its own submit. */
export function ModerationButtons({
  review,
  reply,
  back,
  featuredFull,
}: {
  review: ReviewItem;
  reply: Reply;
  back: string;
  featuredFull: boolean;
}) {
  const changes: ModerationChange[] = [
    ...(review.state !== "approved" ? (["approve"] as const) : []),
    ...(review.state !== "hidden" ? (["hide"] as const) : []),
    ...(review.state === "approved"
      ? review.featuredPosition === null
        ? (["feature"] as const)
        : (["unfeature"] as const)
      : []),
  ];
  const message = formMessage(reply, "moderate", review.id);
  return (
    <Form method="post" className="space-y-2">
      <FormError title="We could not change the review" message={message} />
      <input type="hidden" name="intent" value="moderate" />
      <input type="hidden" name="testimonialId" value={review.id} />
      <input type="hidden" name="back" value={back} />
      <div className="flex flex-wrap gap-2">
        {changes.map((change) => (
          <button
            key={change}
            type="submit"
            name="change"
            value={change}
            aria-label={`${CHANGE_LABELS[change]}: ${review.byline}'s review`}
            className={change === "approve" ? "btn-primary" : "btn-secondary"}
          >
            {CHANGE_LABELS[change]}
          </button>
        ))}
      </div>
      {review.state === "approved" && review.featuredPosition === null && featuredFull ? (
        <p className="text-sm text-slate-700">
          The home page is full: take one of its reviews off before featuring another.
        </p>
      ) : null}
    </Form>
  );
}

/** The business's public answer, shown under the review on /reviews once it is approved. */
export function ReplyForm({ review, reply }: { review: ReviewItem; reply: Reply }) {
  const [form, fields] = useServerForm<z.input<typeof reviewReplySchema>>({
    id: "review-reply",
    lastResult: reply?.form === "reply" ? reply.result : undefined,
    constraint: reviewReplyConstraint,
    defaultValue: { reply: review.reply?.body ?? "" },
  });
  const hintId = `${fields.reply.id}-hint`;
  const props = getTextareaProps(fields.reply, { ariaDescribedBy: hintId });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <FormError
        id={form.errorId}
        title="We could not save the reply"
        message={form.errors?.join(" ")}
      />
      <div>
        <label htmlFor={fields.reply.id} className="field-label">
          Public reply
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          Shown under the review on /reviews, as the business. Thank them; never name the
          customer&apos;s street or job details.
        </p>
        <textarea
          {...props}
          key={fields.reply.key}
          rows={4}
          maxLength={fields.reply.maxLength}
          className="field-input"
        />
        <FieldError field={fields.reply} />
      </div>
      <input type="hidden" name="intent" value="reply" />
      <SubmitButton intent="reply" pendingLabel="Saving…">
        {review.reply ? "Save the changed reply" : "Publish the reply"}
      </SubmitButton>
    </Form>
  );
}

export function RemoveReplyForm({ reply }: { reply: Reply }) {
  return (
    <Form method="post" className="space-y-2">
      <FormError
        title="We could not remove the reply"
        message={formMessage(reply, "remove-reply")}
      />
      <input type="hidden" name="intent" value="remove-reply" />
      <SubmitButton
        intent="remove-reply"
        pendingLabel="Removing…"
        className="btn-secondary w-full sm:w-auto"
      >
        Remove the reply
      </SubmitButton>
    </Form>
  );
}

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} star${stars === 1 ? "" : "s"}`,
}));

/** A review left on Google, Facebook… typed in by the office: approved as it is saved. */
export function AddReviewForm({
  reply,
  serviceOptions,
  today,
}: {
  reply: Reply;
  serviceOptions: { slug: string; name: string }[];
  today: string;
}) {
  const [form, fields] = useServerForm<z.input<typeof externalReviewSchema>>({
    id: "review-add",
    lastResult: reply?.form === "add" ? reply.result : undefined,
    constraint: externalReviewConstraint,
  });
  const rating = getSelectProps(fields.rating);
  const body = getTextareaProps(fields.body);
  const received = getValidInputProps(fields.receivedOn, { type: "date" });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormError
        id={form.errorId}
        title="We could not add the review"
        message={form.errors?.join(" ")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          field={fields.name}
          label="Name to show"
          hint="First name and initial, as they signed it"
        />
        <Field field={fields.area} label="Area" hint="For example Earlsdon, Coventry" />
      </div>
      <div>
        <label htmlFor={fields.rating.id} className="field-label">
          Rating
        </label>
        <select {...rating} key={fields.rating.key} className="field-input min-h-11">
          <option value="">Choose the stars</option>
          {RATING_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError field={fields.rating} />
      </div>
      <div>
        <label htmlFor={fields.body.id} className="field-label">
          What they wrote
        </label>
        <textarea
          {...body}
          key={fields.body.key}
          rows={5}
          maxLength={fields.body.maxLength}
          className="field-input"
        />
        <FieldError field={fields.body} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          field={fields.service}
          label="Service"
          placeholder="Choose the service"
          options={serviceOptions.map((service) => ({ value: service.slug, label: service.name }))}
        />
        <div>
          <label htmlFor={fields.receivedOn.id} className="field-label">
            Date received
          </label>
          <input
            {...received}
            key={fields.receivedOn.key}
            max={today}
            className="field-input min-h-11"
          />
          <FieldError field={fields.receivedOn} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          field={fields.source}
          label="Where it was left"
          placeholder="Choose the source"
          options={EXTERNAL_REVIEW_SOURCES.map((source) => ({
            value: source,
            label: REVIEW_SOURCE_LABELS[source],
          }))}
        />
        <Field
          field={fields.sourceDetail}
          label="Which other source"
          hint="Only for word of mouth or other: a neighbour, a leaflet…"
          optional
        />
      </div>
      <input type="hidden" name="intent" value="add" />
      <SubmitButton intent="add" pendingLabel="Adding…">
        Add the review
      </SubmitButton>
    </Form>
  );
}
