import type { Transaction } from "kysely";
import type { StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";

/** What the engineer's "finished" recorded, for the sides that react to it. */
export interface FinishedVisit {
  jobId: string;
  actor: StaffActor;
  at: Date;
  /** The return visit or quoted work it left waiting, with the engineer's estimate (pence). */
  followUp: { id: string; reference: string; estimatePence: number | null } | null;
  siteOrigin: string;
}

/** What a reaction wants the engineer told, appended to the "Job finished" message. */
export interface VisitFinishedReaction {
  notice: string | null;
}

type Reaction = (
  trx: Transaction<Database>,
  visit: FinishedVisit,
) => Promise<VisitFinishedReaction>;

const reactions = new Map<string, Reaction>();

/**
 * Registers a side's reaction to a finished visit (decision 0061), once per name however
 * often it is called. It runs in the engineer's transaction, so whatever it writes (outbox
 * rows, an estimate) commits or rolls back with the visit, and a repeat of a queued finish
 * that changes nothing runs no reaction.
 */
export function reactToFinishedVisits(name: string, reaction: Reaction): void {
  reactions.set(name, reaction);
}

/**
 * Runs every registered reaction in the caller's transaction, in the order they registered,
 * and returns their notices. With none registered the process was started without its
 * reactions (a wiring fault), which would silently lose e-mails: that is refused.
 */
export async function announceFinishedVisit(
  trx: Transaction<Database>,
  visit: FinishedVisit,
): Promise<string[]> {
  if (reactions.size === 0) {
    throw new Error("No reaction to a finished visit is registered: call registerDomainReactions");
  }
  const notices: string[] = [];
  for (const reaction of reactions.values()) {
    const { notice } = await reaction(trx, visit);
    if (notice) notices.push(notice);
  }
  return notices;
}
