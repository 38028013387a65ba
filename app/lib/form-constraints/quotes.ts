// Written by scripts/make-form-constraints.ts from app/lib/schemas/quotes.ts: do not edit.

export const acceptQuoteConstraint = {
  intent: {
    required: true,
  },
  name: {
    required: true,
    minLength: 2,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  startEarly: {
    required: false,
  },
};

export const addQuoteLineConstraint = {
  intent: {
    required: true,
  },
  quoteId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  priceKey: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  description: {
    required: false,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  quantity: {
    required: true,
    maxLength: 10,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  unitPrice: {
    required: false,
    maxLength: 20,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  vatRate: {
    required: true,
    pattern: "standard|reduced|zero|exempt",
  },
};

export const declineQuoteConstraint = {
  intent: {
    required: true,
  },
  reason: {
    required: false,
    maxLength: 500,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const quoteDetailsConstraint = {
  intent: {
    required: true,
  },
  quoteId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  consumer: {
    required: false,
  },
  notes: {
    required: false,
    maxLength: 2000,
    pattern: "^(?=.*(?:^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$)).*$",
  },
};

export const removeQuoteLineConstraint = {
  intent: {
    required: true,
  },
  quoteId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  lineId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$))(?=.*(?:^[1-9]\\d{0,17}$)).*$",
  },
};

export const sendQuoteConstraint = {
  intent: {
    required: true,
  },
  quoteId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const startQuoteConstraint = {
  intent: {
    required: true,
  },
};

export const withdrawQuoteConstraint = {
  intent: {
    required: true,
  },
  quoteId: {
    required: true,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};
