// Written by scripts/make-form-constraints.ts from app/lib/schemas/organisations.ts: do not edit.

export const inviteConstraint = {
  intent: {
    required: true,
  },
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  role: {
    required: true,
    pattern: "owner|manager|member",
  },
};

export const memberFormConstraint = {
  intent: {
    required: true,
  },
  email: {
    required: false,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  role: {
    pattern: "owner|manager|member",
    required: false,
  },
  invitationId: {
    minLength: 1,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
    required: false,
  },
  memberId: {
    minLength: 1,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
    required: false,
  },
  notify: {
    required: false,
    pattern: "on|off",
  },
  spendLimit: {
    required: false,
    maxLength: 20,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const organisationConstraint = {
  name: {
    required: true,
    minLength: 1,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  slug: {
    required: true,
  },
  contactEmail: {
    required: false,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  contactPhone: {
    required: false,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  spendLimit: {
    required: true,
    maxLength: 20,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  emergencyHours: {
    required: true,
    min: 1,
    max: 168,
  },
  urgentDays: {
    required: true,
    min: 1,
    max: 60,
  },
  routineWorkingDays: {
    required: true,
    min: 1,
    max: 120,
  },
  billingAddress: {
    required: false,
    maxLength: 400,
  },
  constructionServicesRole: {
    required: false,
    pattern: "end_user|intermediary|contractor",
  },
};

export const organisationSearchConstraint = {
  q: {
    required: true,
  },
  page: {
    required: true,
  },
};

export const spendLimitConstraint = {
  intent: {
    required: true,
  },
  spendLimit: {
    required: true,
    maxLength: 20,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
