// Written by scripts/make-form-constraints.ts from app/lib/schemas/prices.ts: do not edit.

export const priceFieldsConstraint = {
  label: {
    required: true,
    minLength: 1,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  price: {
    required: true,
  },
  basis: {
    required: true,
    pattern: "fixed|from|per\\x2dhour",
  },
  note: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const savePriceConstraint = {
  label: {
    required: true,
    minLength: 1,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  price: {
    required: true,
  },
  basis: {
    required: true,
    pattern: "fixed|from|per\\x2dhour",
  },
  note: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  key: {
    required: true,
  },
};

export const undoPriceChangeConstraint = {
  changeId: {
    required: true,
    pattern: "^(?=.*(?:^[1-9][0-9]{0,17}$)).*$",
  },
};
