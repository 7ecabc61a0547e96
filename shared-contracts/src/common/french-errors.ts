import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../texts';

/**
 * French messages for every zod issue a schema does not word itself (wrong type, missing key,
 * unknown enum value...), installed once when the schemas are imported: the 422 list and the
 * forms then never show zod's English defaults.
 */
function frenchIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return VALIDATION_MESSAGES.required;
      if (issue.expected === 'number' || issue.expected === 'int')
        return VALIDATION_MESSAGES.invalidNumber;
      if (issue.expected === 'date') return VALIDATION_MESSAGES.invalidDate;
      return VALIDATION_MESSAGES.invalidValue;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? VALIDATION_MESSAGES.required
          : VALIDATION_MESSAGES.minLength(Number(issue.minimum));
      }
      if (issue.origin === 'number') return VALIDATION_MESSAGES.minValue(Number(issue.minimum));
      return VALIDATION_MESSAGES.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return VALIDATION_MESSAGES.maxLength(Number(issue.maximum));
      return VALIDATION_MESSAGES.invalidValue;
    case 'invalid_format':
      if (issue.format === 'email') return VALIDATION_MESSAGES.email;
      if (issue.format === 'url') return VALIDATION_MESSAGES.invalidUrl;
      if (issue.format === 'uuid') return VALIDATION_MESSAGES.invalidId;
      return VALIDATION_MESSAGES.invalidValue;
    default:
      return VALIDATION_MESSAGES.invalidValue;
  }
}

z.config({ customError: (issue) => frenchIssueMessage(issue) });
