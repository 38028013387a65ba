// Written by scripts/make-form-constraints.ts from app/lib/schemas/testimonials.ts: do not edit.

export const externalReviewConstraint = {
  intent: {
    required: true,
  },
  name: {
    required: true,
    minLength: 1,
    maxLength: 60,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  area: {
    required: true,
    minLength: 1,
    maxLength: 60,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
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
  service: {
    required: true,
    maxLength: 80,
    pattern: "^(?=.*(?:^[a-z0-9]+(-[a-z0-9]+)*$)).*$",
  },
  receivedOn: {
    required: true,
  },
  source: {
    required: true,
    pattern: "google|facebook|checkatrade|trustpilot|yell|other",
  },
  sourceDetail: {
    required: false,
    maxLength: 100,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const moderationConstraint = {
  intent: {
    required: true,
  },
  testimonialId: {
    required: true,
    pattern: "^(?=.*(?:^[1-9]\\d{0,17}$)).*$",
  },
  change: {
    required: true,
    pattern: "approve|hide|feature|unfeature",
  },
};

export const removeReplyConstraint = {
  intent: {
    required: true,
  },
};

export const reviewReplyConstraint = {
  intent: {
    required: true,
  },
  reply: {
    required: true,
    minLength: 1,
    maxLength: 1000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const testimonialListConstraint = {
  state: {
    required: true,
  },
  source: {
    required: true,
  },
  after: {
    required: true,
  },
};
