// Written by scripts/make-form-constraints.ts from app/lib/schemas/portal.ts: do not edit.

export const cancelConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  reason: {
    required: false,
    maxLength: 1000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const newPortalLinkConstraint = {
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const noteConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  note: {
    required: true,
    minLength: 1,
    maxLength: 1000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const photosConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const rescheduleConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  date: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  windowStart: {
    required: true,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const showWindowsConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  date: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
