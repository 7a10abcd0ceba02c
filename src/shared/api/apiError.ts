import { networkErrorMessage } from './networkErrorMessage';

/**
 * What a failed dashboard call returns as RTK Query `error` (never thrown). `title` is the endpoint's
 * failure title ("the body is returned with the failure title"), so inline alerts need not repeat it.
 */
export type ApiError = (
  { status: number; data: unknown } | { status: 'FETCH_ERROR' | 'PARSING_ERROR'; message: string }
) & { title?: string };

export const INTERNAL_SERVER_ERROR = 'Internal server error';
export const SERVER_ERROR = 'Server error';

/** ErrorCode (string, or a list joined by newlines), else error, else "Internal server error". */
export function errorBodyText(body: unknown): string {
  if (body && typeof body === 'object') {
    const { errorCode, error } = body as { errorCode?: unknown; error?: unknown };
    if (typeof errorCode === 'string' && errorCode !== '') return errorCode;
    if (Array.isArray(errorCode) && errorCode.length > 0) return errorCode.map(String).join('\n');
    if (typeof error === 'string' && error !== '') return error;
  }
  return INTERNAL_SERVER_ERROR;
}

/** The server's sentence (the envelope's `error`) when the text above is its code(s), not that sentence. */
export function errorSentence(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { errorCode, error } = body as { errorCode?: unknown; error?: unknown };
  if (typeof error !== 'string' || error === '') return null;
  const codes = [errorCode].flat().map(String);
  return codes.includes(error) || error === errorBodyText(body) ? null : error;
}

/** The failure text, then the server's sentence on its own line: a code alone does not say what to do. */
export function errorDetailText(body: unknown): string {
  const sentence = errorSentence(body);
  return sentence ? `${errorBodyText(body)}\n${sentence}` : errorBodyText(body);
}

export function isHttpError(error: ApiError): error is { status: number; data: unknown } {
  return typeof error.status === 'number';
}

/** The toast for an error: HTTP → the endpoint's failure title; non-HTTP → "Server error". */
export function errorToast(error: ApiError, failureTitle: string): { message: string; extra: string } {
  if (isHttpError(error)) return { message: failureTitle, extra: errorDetailText(error.data) };
  return { message: SERVER_ERROR, extra: networkErrorMessage(error.message) };
}
