// Written by scripts/make-form-constraints.ts from app/lib/schemas/dispatch.ts: do not edit.

export const dispatchConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  engineerId: {
    required: true,
  },
  windowStart: {
    required: true,
  },
  reason: {
    required: false,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const jobNoteConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  note: {
    required: true,
    minLength: 1,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  audience: {
    required: false,
    pattern: "internal|customer",
  },
};

export const leaveDecisionConstraint = {
  leaveId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  decision: {
    required: true,
    pattern: "approve|decline",
  },
};

export const leaveRequestConstraint = {
  firstDay: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  lastDay: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  reason: {
    required: true,
    minLength: 1,
    maxLength: 500,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const officeCancelConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  reason: {
    required: true,
    minLength: 1,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const workingWeekConstraint = {
  engineerId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  works1: {
    required: false,
  },
  start1: {
    required: true,
  },
  end1: {
    required: true,
  },
  works2: {
    required: false,
  },
  start2: {
    required: true,
  },
  end2: {
    required: true,
  },
  works3: {
    required: false,
  },
  start3: {
    required: true,
  },
  end3: {
    required: true,
  },
  works4: {
    required: false,
  },
  start4: {
    required: true,
  },
  end4: {
    required: true,
  },
  works5: {
    required: false,
  },
  start5: {
    required: true,
  },
  end5: {
    required: true,
  },
  works6: {
    required: false,
  },
  start6: {
    required: true,
  },
  end6: {
    required: true,
  },
  works7: {
    required: false,
  },
  start7: {
    required: true,
  },
  end7: {
    required: true,
  },
};
