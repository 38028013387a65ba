/**
 * The work we turn down, in one place: /about's "What we do not do" and the questions on /about
 * quote it, and the assistant declines with /about's words. It must never name a service the
 * site offers (app/content/services.ts and sub-services.ts, from the specification): kitchen and
 * bathroom renovations are offered, so they are not here (declined-work.test.ts checks the copy).
 */
export const DECLINED_WORK = ["gas work", "structural alterations", "roof repairs"] as const;

/** "gas work, structural alterations or roof repairs". */
export const DECLINED_WORK_IN_WORDS = `${DECLINED_WORK.slice(0, -1).join(", ")} or ${DECLINED_WORK[DECLINED_WORK.length - 1]}`;
