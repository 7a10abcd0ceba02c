import { Alert, type MantineSpacing } from '@mantine/core';

interface SyncErrorAlertProps {
  /** What could not be loaded, after "Could not load", e.g. "projects". */
  what: string;
  /** What could not be read, at the start of the sentence, e.g. "The project list". */
  subject: string;
  mb?: MantineSpacing;
}

// Lists fed by the table sync (not RTK Query, so no QueryErrorAlert) fail with one alert in one wording.
/** A realtime-synced list whose read failed; reloading the page is the retry. */
export function SyncErrorAlert({ what, subject, mb }: SyncErrorAlertProps) {
  return (
    <Alert color="red" variant="light" mb={mb} title={`Could not load ${what}`}>
      {`${subject} could not be read. Reload the page to try again.`}
    </Alert>
  );
}
