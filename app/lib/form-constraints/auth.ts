// Written by scripts/make-form-constraints.ts from app/lib/schemas/auth.ts: do not edit.

export const authConstraint = {
  intent: {
    required: true,
  },
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  password: {
    required: true,
    maxLength: 128,
  },
  redirectTo: {
    required: true,
  },
  fullName: {
    required: false,
    minLength: 2,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  companyName: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const forgotPasswordConstraint = {
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const profileConstraint = {
  fullName: {
    required: true,
    minLength: 2,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  companyName: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  phone: {
    required: false,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const resetPasswordConstraint = {
  token: {
    required: true,
    minLength: 1,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  password: {
    required: true,
    minLength: 8,
    maxLength: 128,
  },
  confirmPassword: {
    required: true,
  },
};

export const signInConstraint = {
  intent: {
    required: true,
  },
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  password: {
    required: true,
    minLength: 1,
    maxLength: 128,
  },
  redirectTo: {
    required: true,
  },
};

export const signUpConstraint = {
  intent: {
    required: true,
  },
  email: {
    required: true,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  password: {
    required: true,
    minLength: 8,
    maxLength: 128,
  },
  fullName: {
    required: true,
    minLength: 2,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  companyName: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  redirectTo: {
    required: true,
  },
};
