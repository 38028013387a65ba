// Written by scripts/make-form-constraints.ts from app/lib/schemas/admin-jobs.ts: do not edit.

export const callerBookingConstraint = {
  service: {
    required: true,
    pattern:
      "general\\x2drepairs|carpentry\\x2djoinery|painting\\x2ddecorating|electrical\\x2dservices|plumbing\\x2drepairs|security\\x2dlocks|home\\x2dimprovements|appliance\\x2dinstallation|emergency\\x2drepairs|garden\\x2dmaintenance|pat\\x2dtesting|gutter\\x2dcleaning|pressure\\x2dwashing|tiling\\x2dservices|insulation\\x2dservices",
  },
  description: {
    required: true,
    minLength: 10,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  emergency: {
    required: true,
  },
  postcode: {
    required: true,
    maxLength: 16,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  address: {
    required: true,
    minLength: 5,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  name: {
    required: true,
    minLength: 2,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  phone: {
    required: true,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  textsAllowed: {
    required: false,
    pattern: "on|off",
  },
  date: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  windowTime: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$))(?=.*(?:^([01]\\d|2[0-3]):[0-5]\\d$)).*$",
  },
  engineerId: {
    required: true,
  },
};

export const jobDispatchFormConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  engineerId: {
    required: true,
  },
  date: {
    required: true,
  },
  windowTime: {
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

export const priceConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  price: {
    required: false,
    maxLength: 20,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
