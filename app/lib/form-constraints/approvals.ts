// Written by scripts/make-form-constraints.ts from app/lib/schemas/approvals.ts: do not edit.

export const approvalDecisionConstraint = {
  decision: {
    required: true,
    pattern: "approve|decline",
  },
  reason: {
    required: false,
    maxLength: 500,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const estimateConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  estimate: {
    required: true,
    minLength: 1,
    maxLength: 20,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const officeCommentConstraint = {
  jobId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  body: {
    required: true,
    minLength: 1,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const officeOrganisationJobConstraint = {
  propertyId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
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
  priority: {
    required: true,
    pattern: "emergency|urgent|routine",
  },
  contactPhone: {
    required: true,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
