import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../http/error-codes';
import { lazy } from '../common/lazy';

/** One refused field of a validation_failed or terms_frozen answer. */
const fieldIssueSchema = lazy(() => z.object({ path: z.string(), message: z.string() }));

/**
 * Every error the API sends: the French text to show (or, for the field codes, the list of
 * refused fields) and the machine code clients branch on (http/error-codes.ts).
 */
export const errorBodySchema = lazy(() =>
  z.object({
    detail: z.union([z.string(), z.array(fieldIssueSchema)]),
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  }),
);
