import { errorBodySchema } from 'shared-contracts';
import { z } from 'zod';

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
  }) as Record<string, unknown>;
  void _ignored;
  return jsonSchema;
}

/**
 * A Fastify response schema from a shared zod schema, for hot read routes: Fastify then
 * serialises with fast-json-stringify (compiled once) instead of JSON.stringify, and only the
 * declared fields can leave, a second guard behind the explicit serializers.
 */
export function dataResponseSchema(schema: z.ZodType): Record<string, unknown> {
  return jsonSchemaOf(z.object({ data: schema }));
}

/**
 * The error answers of a route with response schemas: `{ detail, code }` (the error handler's
 * shape, shared-contracts' errorBodySchema), declared so that the code is never dropped by the
 * serialiser and the route's schema documents it.
 */
export function errorResponseSchemas(): Record<'4xx' | '5xx', Record<string, unknown>> {
  const schema = jsonSchemaOf(errorBodySchema);
  return { '4xx': schema, '5xx': schema };
}
