import { z } from 'zod';

/**
 * A Fastify response schema from a shared zod schema, for hot read routes: Fastify then
 * serialises with fast-json-stringify (compiled once) instead of JSON.stringify, and only the
 * declared fields can leave, a second guard behind the explicit serializers.
 */
export function dataResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(z.object({ data: schema }), {
    io: 'output',
  }) as Record<string, unknown>;
  void _ignored;
  return jsonSchema;
}
