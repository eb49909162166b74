import type { z } from 'zod';
import { errorText } from './error-text.ts';

/**
 * An antd-mobile Form rule that checks one field with its @mcc/contract schema, so the web app and the
 * server apply the very same rule; the schema's stable key becomes text in the user's language.
 */
export function zodRule(schema: z.ZodType) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(errorText(result.error.issues[0]?.message ?? 'VALIDATION'));
    },
  };
}

/** The first issue of a failed whole-form parse, as text. */
export function firstIssueText(error: z.ZodError): string {
  return errorText(error.issues[0]?.message ?? 'VALIDATION');
}
