// Written by scripts/make-form-constraints.ts from app/lib/schemas/org-job.ts: do not edit.

export const orgCommentConstraint = {
  body: {
    required: true,
    minLength: 1,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const tenantLinkConstraint = {};
