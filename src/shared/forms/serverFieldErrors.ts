import { invalidFieldCode } from '@contract/errors';
import { isHttpError, type ApiError } from '@/shared/api/apiError';

/**
 * The fields a failed call's 400 names (`INVALID_<FIELD>`), each with the server's words for it
 * (its `error` reads "field: message; other: message").
 */
export function serverFieldErrors(error: ApiError | undefined, fields: readonly string[]): Record<string, string> {
  if (!error || !isHttpError(error) || !error.data || typeof error.data !== 'object') return {};
  const { errorCode, error: message } = error.data as { errorCode?: unknown; error?: unknown };
  const codes = Array.isArray(errorCode) ? errorCode : [errorCode];
  const issues = typeof message === 'string' ? message.split('; ') : [];
  const found: Record<string, string> = {};
  for (const field of fields) {
    if (!codes.includes(invalidFieldCode(field))) continue;
    const issue = issues.find((text) => text.startsWith(`${field}:`) || text.startsWith(`${field}.`));
    found[field] = issue ? issue.slice(issue.indexOf(': ') + 2) : invalidFieldCode(field);
  }
  return found;
}
