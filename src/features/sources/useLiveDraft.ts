import { useState } from 'react';

/**
 * Form values over a live row: only edited fields are held locally, the rest follow the row (a
 * change from another tab shows up). An edit the row has caught up with stops being an edit, so
 * after a save the form keeps the saved values until realtime delivers them, without flicker.
 */
export function useLiveDraft<Values extends Record<string, unknown>>(live: Values, saving: boolean) {
  const [draft, setDraft] = useState<Partial<Values>>({});
  const keys = Object.keys(draft) as (keyof Values)[];
  const caughtUp = keys.filter((key) => sameValue(draft[key], live[key]));
  if (caughtUp.length > 0 && !saving) {
    setDraft((current) => {
      const next = { ...current };
      for (const key of caughtUp) delete next[key];
      return next;
    });
  }
  return {
    values: { ...live, ...draft } as Values,
    dirty: keys.length > caughtUp.length,
    edit: (patch: Partial<Values>) => setDraft((current) => ({ ...current, ...patch })),
    /** Holds `saved` until the row shows it; use after a successful save. */
    keep: (saved: Partial<Values>) => setDraft(saved),
    discard: () => setDraft({}),
  };
}

// Values are flat primitives or small JSON objects (switch maps), so JSON equality is enough.
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
