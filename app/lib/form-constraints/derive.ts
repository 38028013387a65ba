import { getZodConstraint } from "@conform-to/zod";
import { z } from "zod";

/** The schema modules whose forms take their constraint attributes from this folder. */
export const SCHEMA_MODULES = [
  "admin-jobs",
  "approvals",
  "assistant",
  "auth",
  "blog-post",
  "booking",
  "clients",
  "contact",
  "dispatch",
  "engineer",
  "enquiries",
  "invoices",
  "org-job",
  "organisations",
  "organisations-write",
  "portal",
  "portfolio",
  "prices",
  "quotes",
  "review",
  "settings",
  "testimonials",
  "users",
] as const;

/** `contactSchema` → `contactConstraint`. */
export function constraintName(schemaName: string) {
  return `${schemaName.replace(/Schema$/, "")}Constraint`;
}

/** A schema of a whole form (fields by name), not of one value. */
function isFormShape(value: unknown): value is z.ZodTypeAny {
  let schema = value;
  while (schema instanceof z.ZodEffects || schema instanceof z.ZodPipeline) {
    schema = schema instanceof z.ZodEffects ? schema.innerType() : schema._def.in;
  }
  return (
    schema instanceof z.ZodObject ||
    schema instanceof z.ZodDiscriminatedUnion ||
    schema instanceof z.ZodUnion ||
    schema instanceof z.ZodIntersection
  );
}

/**
 * What Conform's `getZodConstraint` says of every schema a module exports, by the name the
 * generated module gives it: the attributes (required, maxlength, pattern…) the browser gets.
 */
export function constraintsOf(schemaModule: Record<string, unknown>) {
  const constraints: Record<string, ReturnType<typeof getZodConstraint>> = {};
  for (const [name, value] of Object.entries(schemaModule)) {
    if (!name.endsWith("Schema") || !isFormShape(value)) continue;
    constraints[constraintName(name)] = getZodConstraint(value);
  }
  return constraints;
}
