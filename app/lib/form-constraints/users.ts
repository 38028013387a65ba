// Written by scripts/make-form-constraints.ts from app/lib/schemas/users.ts: do not edit.

export const invitationAnswerConstraint = {
  intent: {
    required: false,
    pattern: "accept|sign\\x2dout",
  },
};

export const inviteStaffConstraint = {
  intent: {
    required: true,
  },
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  fullName: {
    required: true,
    minLength: 2,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  role: {
    required: true,
    pattern: "admin|engineer",
  },
};

export const userFormConstraint = {
  intent: {
    required: true,
  },
  role: {
    required: false,
    pattern: "admin|engineer|client",
  },
  confirmedJobs: {
    required: false,
    min: 0,
    max: 100000,
  },
};

export const userListFormConstraint = {
  intent: {
    required: true,
  },
  email: {
    required: false,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  fullName: {
    required: false,
    minLength: 2,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  role: {
    required: false,
    pattern: "admin|engineer",
  },
  invitationId: {
    minLength: 1,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
