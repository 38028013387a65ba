// Written by scripts/make-form-constraints.ts from app/lib/schemas/enquiries.ts: do not edit.

export const enquiryInboxConstraint = {
  status: {
    required: true,
  },
  q: {
    required: true,
  },
  after: {
    required: true,
  },
};

export const enquiryNoteConstraint = {
  intent: {
    required: true,
  },
  note: {
    required: true,
    minLength: 1,
    maxLength: 5000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const enquiryQuoteConstraint = {
  intent: {
    required: true,
  },
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
};

export const enquiryReplyConstraint = {
  intent: {
    required: true,
  },
  reply: {
    required: true,
    minLength: 1,
    maxLength: 5000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const enquiryStatusConstraint = {
  intent: {
    required: true,
  },
  change: {
    required: true,
    pattern: "in_progress|closed|reopen",
  },
};
