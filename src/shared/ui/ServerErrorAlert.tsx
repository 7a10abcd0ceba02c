import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorDetailText, isHttpError, type ApiError } from '@/shared/api/apiError';
import { networkErrorMessage } from '@/shared/api/networkErrorMessage';
import { planLimitRefusal } from '@/shared/api/planLimitRefusal';
import { PlanLimitNotice } from './PlanLimitNotice';

/**
 * The server's own words for a failed call (the toast text rules, then its sentence when the text is a
 * code), or the transport error's message.
 */
export function serverErrorText(error: unknown): string {
  const apiError = error as ApiError;
  if (isHttpError(apiError)) return errorDetailText(apiError.data);
  return typeof apiError.message === 'string' ? networkErrorMessage(apiError.message) : 'Something went wrong';
}

/** The failure title the endpoint declared, carried by the error the base query returned. */
export const failureTitleOf = (error: unknown) => (error as ApiError).title ?? 'Request failed';

/** Inline error for a form or dialog whose call failed; renders nothing while there is no error. */
export function ServerErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  // A plan limit is no malfunction: say what to do and link to the plans instead of showing the code.
  const refusal = planLimitRefusal(error);
  if (refusal) return <PlanLimitNotice title={failureTitleOf(error)} refusal={refusal} />;
  return (
    <Alert color="red" variant="light" title={failureTitleOf(error)} icon={<IconAlertCircle size={18} />}>
      {/* Long error codes have no spaces: they wrap anywhere rather than widen the dialog. */}
      <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{serverErrorText(error)}</span>
    </Alert>
  );
}
