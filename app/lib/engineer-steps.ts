// The engineer's steps and the finish form's choices, without zod: the engineer's pages list
// them, and schemas/engineer.ts builds its schemas from them (and re-exports them for the server).

/** The big button's steps, in the order an engineer takes them. */
export const ENGINEER_STEPS = ["on-my-way", "arrived", "finished"] as const;
export type EngineerStep = (typeof ENGINEER_STEPS)[number];

export const JOB_OUTCOMES = ["completed", "return-visit", "quote"] as const;

export const OUTCOME_LABELS: Record<(typeof JOB_OUTCOMES)[number], string> = {
  completed: "Done: the job is complete",
  "return-visit": "Needs a return visit",
  quote: "Needs a quote from the office",
};

/** The longest name a customer may sign off with (the column's own limit). */
export const SIGN_OFF_MAX_LENGTH = 120;

/** The finish form's two file fields: photos before the work and after it. */
export const FINISH_PHOTO_FIELDS = { before: "photosBefore", after: "photosAfter" } as const;
