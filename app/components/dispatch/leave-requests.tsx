import { Form, useNavigation } from "@remix-run/react";
import type { Board, BoardFormReply } from "~/lib/views/dispatch";
import { FormAlert } from "~/components/ui/form-messages";

/** Leave the engineers asked for, waiting for the office: approve or decline each. */
export function LeaveRequests({
  board,
  reply,
  action,
}: {
  board: Board;
  reply?: BoardFormReply;
  /** The board's action for its day. */
  action: string;
}) {
  const navigation = useNavigation();
  if (board.leave.length === 0) return null;
  return (
    <section aria-labelledby="leave-heading" className="mt-6">
      <h2 id="leave-heading" className="text-xl font-bold text-slate-900">
        Leave waiting for a decision ({board.leave.length})
      </h2>
      <p className="text-sm text-slate-700">
        Approved leave takes the engineer out of every window of those days; their jobs then show as
        clashes here.
      </p>
      <ul className="mt-2 grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {board.leave.map((leave) => {
          const sending =
            navigation.state === "submitting" && navigation.formData?.get("leaveId") === leave.id;
          const errors =
            reply?.form === "leave" && reply.leaveId === leave.id
              ? Object.values(reply.result.error ?? {}).flat()
              : [];
          const headingId = `leave-${leave.id}`;
          return (
            <li key={leave.id}>
              <article aria-labelledby={headingId} className="card p-4">
                <h3 id={headingId} className="font-semibold text-slate-900">
                  {leave.engineerName}: {leave.days}
                </h3>
                <p className="break-words text-slate-800">{leave.reason}</p>
                <FormAlert errors={errors} />
                <Form
                  method="post"
                  action={action}
                  preventScrollReset
                  className="mt-3 flex flex-wrap gap-2"
                >
                  <input type="hidden" name="intent" value="leave" />
                  <input type="hidden" name="leaveId" value={leave.id} />
                  <button
                    type="submit"
                    name="decision"
                    value="approve"
                    className="btn-primary"
                    disabled={sending}
                  >
                    {sending && navigation.formData?.get("decision") === "approve"
                      ? "Approving…"
                      : "Approve"}
                    <span className="sr-only"> leave for {leave.engineerName}</span>
                  </button>
                  <button
                    type="submit"
                    name="decision"
                    value="decline"
                    className="btn-secondary"
                    disabled={sending}
                  >
                    {sending && navigation.formData?.get("decision") === "decline"
                      ? "Declining…"
                      : "Decline"}
                    <span className="sr-only"> leave for {leave.engineerName}</span>
                  </button>
                </Form>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
