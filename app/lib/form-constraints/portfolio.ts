// Written by scripts/make-form-constraints.ts from app/lib/schemas/portfolio.ts: do not edit.

export const imageAltConstraint = {
  imageId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  alt: {
    required: true,
    minLength: 1,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const moveImageConstraint = {
  imageId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  direction: {
    required: true,
    pattern: "up|down",
  },
};

export const moveProjectConstraint = {
  projectId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  direction: {
    required: true,
    pattern: "up|down",
  },
};

export const projectFieldsConstraint = {
  title: {
    required: true,
    minLength: 1,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  slug: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$))(?=.*(?:^[a-z0-9]+(?:-[a-z0-9]+)*$)).*$",
  },
  summary: {
    required: true,
    minLength: 1,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  body: {
    required: false,
    maxLength: 15000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  serviceSlug: {
    required: true,
  },
  location: {
    required: true,
    maxLength: 80,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  completedOn: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  published: {
    required: true,
  },
};

export const projectFromJobConstraint = {
  reference: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$))(?=.*(?:^CV-\\d{4}-\\d{6,12}$)).*$",
  },
  consentMethod: {
    required: true,
    pattern: "phone|in\\x2dwriting|job\\x2dsheet|in\\x2dperson|email",
  },
  consentNote: {
    required: false,
    maxLength: 500,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  consent: {
    required: true,
  },
};

export const removeImageConstraint = {
  imageId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const uploadImagesConstraint = {
  beforeAlt: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  afterAlt: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
