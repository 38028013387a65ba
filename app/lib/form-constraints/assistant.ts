// Written by scripts/make-form-constraints.ts from app/lib/schemas/assistant.ts: do not edit.

export const assistantConstraint = {
  question: {
    required: true,
    minLength: 2,
    maxLength: 500,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  previousQuestion: {
    required: false,
    multiple: true,
  },
  "previousQuestion[]": {
    required: true,
    maxLength: 500,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  previousAnswer: {
    required: false,
    multiple: true,
  },
  "previousAnswer[]": {
    required: true,
    maxLength: 3000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};
