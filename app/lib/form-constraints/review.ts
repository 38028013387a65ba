// Written by scripts/make-form-constraints.ts from app/lib/schemas/review.ts: do not edit.

export const reviewConstraint = {
  rating: {
    required: true,
    min: 1,
    max: 5,
  },
  body: {
    required: true,
    minLength: 2,
    maxLength: 1000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  name: {
    required: true,
    minLength: 1,
    maxLength: 60,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area: {
    required: false,
    maxLength: 60,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
