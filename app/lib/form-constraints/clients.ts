// Written by scripts/make-form-constraints.ts from app/lib/schemas/clients.ts: do not edit.

export const clientContactConstraint = {
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
};

export const clientErasureConstraint = {
  confirmation: {
    required: true,
    minLength: 1,
    maxLength: 320,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const clientNotesConstraint = {
  notes: {
    required: false,
    maxLength: 5000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const clientPortalLinkConstraint = {};
