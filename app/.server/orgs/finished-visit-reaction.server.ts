import { reactToFinishedVisits } from "../jobs/visit-finished.server";
import { queueOrganisationFinishedEmails } from "./approval-emails.server";
import { recordEstimate } from "./approvals.server";

/**
 * The organisation's side of a finished visit (decision 0061): the estimate on its
 * follow-up is recorded under the spend-limit rules (asking for approval above the limit; a
 * household's is recorded with none), and the members who opted in hear of the visit.
 */
export function organisationReactsToFinishedVisits(): void {
  reactToFinishedVisits("organisation", async (trx, visit) => {
    const { followUp } = visit;
    const estimate =
      followUp && followUp.estimatePence !== null
        ? await recordEstimate(
            trx,
            visit.actor,
            { jobId: followUp.id, estimatePence: followUp.estimatePence },
            { now: visit.at, siteOrigin: visit.siteOrigin },
          )
        : null;
    // An organisation's members who opted in hear of every finished visit (none for a household).
    await queueOrganisationFinishedEmails(trx, visit.jobId, { siteOrigin: visit.siteOrigin });
    return {
      notice:
        estimate?.approval === "pending"
          ? `The estimate is above the organisation's spend limit: ${followUp?.reference ?? "the follow-up"} waits for their approval.`
          : null,
    };
  });
}
