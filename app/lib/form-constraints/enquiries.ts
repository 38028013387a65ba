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
