// Written by scripts/make-form-constraints.ts from app/lib/schemas/engineer.ts: do not edit.

export const arrivedConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  expectedStatus: {
    required: true,
    pattern: "requested|confirmed|scheduled|en_route|on_site|completed|cancelled",
  },
  early: {
    required: true,
  },
};

export const engineerNoteConstraint = {
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
};

export const finishConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  expectedStatus: {
    required: true,
    pattern: "requested|confirmed|scheduled|en_route|on_site|completed|cancelled",
  },
  outcome: {
    required: true,
    pattern: "completed|return\\x2dvisit|quote",
  },
  summary: {
    required: true,
    minLength: 1,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  internalNote: {
    required: false,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  signedOffBy: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  estimate: {
    required: false,
    maxLength: 20,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const onMyWayConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  expectedStatus: {
    required: true,
    pattern: "requested|confirmed|scheduled|en_route|on_site|completed|cancelled",
  },
  arrival: {
    required: true,
    pattern:
      "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$))(?=.*(?:^([01]\\d|2[0-3]):([0-5]\\d)(:[0-5]\\d(\\.\\d+)?)?$)).*$",
  },
  late: {
    required: true,
  },
  early: {
    required: true,
  },
};

export const takePaymentConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const withdrawLeaveConstraint = {
  leaveId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
