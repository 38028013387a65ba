import { getFormProps, useServerForm } from "~/components/ui/server-form";
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FormError } from "~/components/ui/form-messages";
import { PhotoInput } from "~/components/photo-input";
import type { JobFormReply, JobListFacts } from "~/lib/views/portal";

/** Photos of the problem (or of what has changed) added to an open job. */
export function PhotoForm({
  jobId,
  room,
  limits,
  reply,
}: {
  jobId: string;
  /** How many more photos the job can take. */
  room: number;
  limits: JobListFacts["photoLimits"];
  reply?: JobFormReply;
}) {
  const [form, fields] = useServerForm<{ jobId: string; photos: string }>({
    id: `photos-${jobId}`,
    lastResult: reply?.result,
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="jobId" value={jobId} />
      <FormError
        id={form.errorId}
        title="We could not add the photos"
        message={form.errors?.join(" ")}
      />
      <PhotoInput
        id={fields.photos.id}
        label="Add photos"
        hint={`Pictures of the problem help the engineer bring the right parts. This job has room for ${room} more.`}
        maxFiles={Math.min(limits.maxFiles, room)}
        maxMegabytes={limits.maxMegabytes}
        error={fields.photos.errors?.join(" ")}
        answer={reply}
      />
      <SubmitButton
        values={{ jobId: jobId }}
        intent="photos"
        pendingLabel="Sending photos…"
        className="btn-secondary"
      >
        Add the photos
      </SubmitButton>
      <input type="hidden" name="intent" value="photos" />
    </Form>
  );
}
