// Written by scripts/make-form-constraints.ts from app/lib/schemas/invoices.ts: do not edit.

export const invoiceLinePositionConstraint = {
  position: {
    required: true,
    pattern: "^(?=.*(?:^\\d{1,3}$)).*$",
  },
};

export const invoiceLineConstraint = {
  position: {
    required: false,
    pattern: "^(?=.*(?:^\\d{1,3}$)).*$",
  },
  description: {
    required: true,
    minLength: 1,
    maxLength: 300,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  quantity: {
    required: true,
  },
  unitPrice: {
    required: true,
  },
  vatRate: {
    required: true,
    pattern: "standard|reduced|zero|exempt",
  },
};

export const makeDraftConstraint = {
  reference: {
    required: true,
    minLength: 1,
    maxLength: 40,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const manualPaymentConstraint = {
  amount: {
    required: true,
  },
  method: {
    required: true,
    pattern: "bank_transfer|cash|card_terminal",
  },
  receivedOn: {
    required: true,
  },
  reference: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
};

export const refundByHandConstraint = {
  amount: {
    required: true,
  },
  method: {
    required: true,
    pattern: "bank_transfer|cash|card_terminal",
  },
  receivedOn: {
    required: true,
  },
  reference: {
    required: false,
    maxLength: 120,
    pattern: "^(?=.*(?:^[^\\u0000-\\u001F\\u007F]*$)).*$",
  },
  paymentId: {
    required: true,
  },
};

export const stripeRefundConstraint = {
  paymentId: {
    required: true,
  },
};
