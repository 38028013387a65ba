// Written by scripts/make-form-constraints.ts from app/lib/schemas/organisations-write.ts: do not edit.

export const addPlannedConstraint = {
  service: {
    required: true,
    pattern:
      "general\\x2drepairs|carpentry\\x2djoinery|painting\\x2ddecorating|electrical\\x2dservices|plumbing\\x2drepairs|security\\x2dlocks|home\\x2dimprovements|appliance\\x2dinstallation|emergency\\x2drepairs|garden\\x2dmaintenance|pat\\x2dtesting|gutter\\x2dcleaning|pressure\\x2dwashing|tiling\\x2dservices|insulation\\x2dservices",
  },
  description: {
    required: true,
    minLength: 5,
    maxLength: 1000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  everyMonths: {
    required: true,
    min: 1,
    max: 120,
  },
  nextDue: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const addPropertyConstraint = {
  label: {
    required: true,
    minLength: 1,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  address: {
    required: true,
    minLength: 5,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  postcode: {
    required: true,
    maxLength: 16,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  accessNotes: {
    required: false,
    maxLength: 1000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  tenantName: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  tenantPhone: {
    required: false,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  tenantEmail: {
    required: false,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  keySafeCode: {
    required: false,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const archivePlannedConstraint = {
  plannedId: {
    required: true,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const editPlannedConstraint = {
  service: {
    required: true,
    pattern:
      "general\\x2drepairs|carpentry\\x2djoinery|painting\\x2ddecorating|electrical\\x2dservices|plumbing\\x2drepairs|security\\x2dlocks|home\\x2dimprovements|appliance\\x2dinstallation|emergency\\x2drepairs|garden\\x2dmaintenance|pat\\x2dtesting|gutter\\x2dcleaning|pressure\\x2dwashing|tiling\\x2dservices|insulation\\x2dservices",
  },
  description: {
    required: true,
    minLength: 5,
    maxLength: 1000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  everyMonths: {
    required: true,
    min: 1,
    max: 120,
  },
  nextDue: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  plannedId: {
    required: true,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const editPropertyConstraint = {
  label: {
    required: true,
    minLength: 1,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  address: {
    required: true,
    minLength: 5,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  postcode: {
    required: true,
    maxLength: 16,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  accessNotes: {
    required: false,
    maxLength: 1000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  tenantName: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  tenantPhone: {
    required: false,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  tenantEmail: {
    required: false,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  keySafeCode: {
    required: false,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  removeKeySafeCode: {
    required: false,
    pattern: "on",
  },
};

export const propertyArchiveConstraint = {};

export const reportRepairConstraint = {
  propertyId: {
    required: true,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  newLabel: {
    required: false,
    minLength: 1,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  newAddress: {
    required: false,
    minLength: 5,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  newPostcode: {
    required: false,
    maxLength: 16,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  newTenantName: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  newTenantPhone: {
    required: false,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  newTenantEmail: {
    required: false,
    maxLength: 254,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
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
  priority: {
    required: true,
    pattern: "emergency|urgent|routine",
  },
  tenantAvailability: {
    required: false,
    maxLength: 500,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
  tellTenant: {
    required: false,
    pattern: "on",
  },
  contactPhone: {
    required: false,
    maxLength: 30,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  date: {
    required: false,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  windowStart: {
    required: false,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
