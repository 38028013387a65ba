import { z } from "zod";

/**
 * The field names a zod schema reads at its top level. The form reader keeps only these (and
 * the names a route adds), so an undeclared name never reaches Conform, whose reply echoes
 * every field it was sent.
 */
export function schemaFieldNames(schema: z.ZodTypeAny): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodEffects) return schemaFieldNames(schema.innerType());
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return schemaFieldNames(schema._def.innerType);
  }
  if (schema instanceof z.ZodPipeline) return schemaFieldNames(schema._def.in);
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion) {
    const options: z.ZodTypeAny[] = [...schema.options];
    return [...new Set(options.flatMap(schemaFieldNames))];
  }
  if (schema instanceof z.ZodIntersection) {
    return [
      ...new Set([...schemaFieldNames(schema._def.left), ...schemaFieldNames(schema._def.right)]),
    ];
  }
  return [];
}

/** A name in Conform's path syntax (`a[0]`, `a.b`): it would build arrays and objects. */
export function isStructuredName(name: string): boolean {
  return /[[\].]/.test(name);
}
