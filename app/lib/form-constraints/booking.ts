// Written by scripts/make-form-constraints.ts from app/lib/schemas/booking.ts: do not edit.

export const bookingConstraint = {
  service: {
    required: true,
    pattern:
      "general\\x2drepairs|carpentry\\x2djoinery|painting\\x2ddecorating|electrical\\x2dservices|plumbing\\x2drepairs|security\\x2dlocks|home\\x2dimprovements|appliance\\x2dinstallation|emergency\\x2drepairs|garden\\x2dmaintenance|pat\\x2dtesting|gutter\\x2dcleaning|pressure\\x2dwashing|tiling\\x2dservices|insulation\\x2dservices",
  },
  description: {
    required: true,
    minLength: 10,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  emergency: {
    required: true,
  },
  postcode: {
    required: true,
    maxLength: 16,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  date: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  windowStart: {
    required: true,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  address: {
    required: true,
    minLength: 5,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
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
  textsAllowed: {
    required: false,
    pattern: "on|off",
  },
};

export const contactStepConstraint = {
  address: {
    required: true,
    minLength: 5,
    maxLength: 200,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
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
  textsAllowed: {
    required: false,
    pattern: "on|off",
  },
};

export const detailsStepConstraint = {
  service: {
    required: true,
    pattern:
      "general\\x2drepairs|carpentry\\x2djoinery|painting\\x2ddecorating|electrical\\x2dservices|plumbing\\x2drepairs|security\\x2dlocks|home\\x2dimprovements|appliance\\x2dinstallation|emergency\\x2drepairs|garden\\x2dmaintenance|pat\\x2dtesting|gutter\\x2dcleaning|pressure\\x2dwashing|tiling\\x2dservices|insulation\\x2dservices",
  },
  description: {
    required: true,
    minLength: 10,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  emergency: {
    required: true,
  },
  postcode: {
    required: true,
    maxLength: 16,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const slotStepConstraint = {
  date: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  windowStart: {
    required: true,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
