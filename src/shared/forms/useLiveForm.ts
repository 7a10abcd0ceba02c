import { useState } from 'react';
import { useSchemaForm, type FormSchema } from './useSchemaForm';

type Values = Record<string, unknown>;

/**
 * A settings form over a live row: a field being edited keeps what the user typed, every other field
 * follows the row (a change from another tab shows up). An edit the row has caught up with (a save
 * arriving by realtime) stops being an edit, so after a save the form shows the saved values throughout.
 */
export function useLiveForm<V extends Values, Output>(schema: FormSchema<V, Output>, live: V, serverError?: unknown) {
  const { form, submit } = useSchemaForm(schema, live, serverError);
  // Rows are new objects on every render; their JSON says whether the row really changed.
  const liveKey = JSON.stringify(live);
  const [followed, setFollowed] = useState(liveKey);
  if (followed !== liveKey) {
    setFollowed(liveKey);
    const current = form.getValues();
    const edits = Object.keys(live).filter(
      (key) => form.isDirty(key) && JSON.stringify(current[key]) !== JSON.stringify(live[key]),
    );
    form.setValues({ ...live, ...Object.fromEntries(edits.map((key) => [key, current[key]])) });
    form.resetDirty(live); // the row is the new baseline: only the kept edits differ from it
  }
  return { form, submit, dirty: form.isDirty(), discard: () => form.reset() };
}
