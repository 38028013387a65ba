// Written by scripts/make-form-constraints.ts from app/lib/schemas/blog-post.ts: do not edit.

export const blogPostConstraint = {
  title: {
    required: true,
    minLength: 1,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  slug: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  description: {
    required: true,
    minLength: 1,
    maxLength: 400,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  body: {
    required: true,
    minLength: 1,
    maxLength: 20000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  tags: {
    required: false,
    maxLength: 420,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  coverAlt: {
    required: false,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  removeCover: {
    required: false,
  },
  scheduledFor: {
    required: false,
    maxLength: 20,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  acknowledgedWarnings: {
    required: false,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const blogPreviewConstraint = {
  title: {
    required: false,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  description: {
    required: false,
    maxLength: 400,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  body: {
    required: false,
    maxLength: 20000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  coverAlt: {
    required: false,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  hasCover: {
    required: false,
  },
};
