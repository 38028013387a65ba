import { organisationReactsToFinishedVisits } from "./orgs/finished-visit-reaction.server";

/**
 * Wires each domain's reactions to the events of another (decision 0061), so that the one
 * recording an event does not import the ones reacting to it. Called once by every process
 * that serves requests or runs the domain (app.server, the tests' setup); calling it again
 * changes nothing.
 */
export function registerDomainReactions(): void {
  organisationReactsToFinishedVisits();
}
