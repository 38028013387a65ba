// Written by scripts/make-form-constraints.ts from app/lib/schemas/contact.ts: do not edit.

export const contactConstraint = {
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
  postcode: {
    required: true,
    maxLength: 16,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  message: {
    required: true,
    minLength: 10,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const propertyEnquiryConstraint = {
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
  postcode: {
    required: true,
    maxLength: 16,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  message: {
    required: true,
    minLength: 10,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  companyName: {
    required: true,
    minLength: 2,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  propertiesCount: {
    required: true,
    min: 1,
    max: 10000,
  },
};
