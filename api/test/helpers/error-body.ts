import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODE_STATUS, errorBodySchema, type ErrorCode } from 'shared-contracts';

/**
 * The error answer's code, after checking the body is `{ detail, code }` with a code of
 * shared-contracts' list sent with its own status (a client branching on the code must never
 * meet one it does not know, nor a code under another status).
 */
export function errorCodeOfAnswer(response: LightMyRequestResponse): ErrorCode {
  const body = errorBodySchema.parse(response.json());
  expect({ code: body.code, status: response.statusCode }).toEqual({
    code: body.code,
    status: ERROR_CODE_STATUS[body.code],
  });
  return body.code;
}
