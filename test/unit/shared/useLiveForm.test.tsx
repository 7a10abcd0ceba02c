import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useLiveForm } from '@/shared/forms/useLiveForm';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required'), region: z.string() });
type Row = { name: string; region: string };

function renderLiveForm(row: Row, error?: unknown) {
  return renderHook(({ live, failure }) => useLiveForm(schema, live, failure), {
    initialProps: { live: row, failure: error },
  });
}

describe('useLiveForm (settings forms over a live row)', () => {
  it('follows the row in fields the user is not editing, keeps the field being edited', () => {
    const view = renderLiveForm({ name: 'alpha', region: 'eu-west' });
    act(() => view.result.current.form.setFieldValue('name', 'typed'));
    view.rerender({ live: { name: 'beta', region: 'us-east' }, failure: undefined });
    expect(view.result.current.form.values).toEqual({ name: 'typed', region: 'us-east' });
    expect(view.result.current.dirty).toBe(true);
  });

  it('an edit the row has caught up with stops being an edit; discard returns to the row', () => {
    const view = renderLiveForm({ name: 'alpha', region: 'eu-west' });
    act(() => view.result.current.form.setFieldValue('name', 'saved'));
    view.rerender({ live: { name: 'saved', region: 'eu-west' }, failure: undefined });
    expect(view.result.current.dirty).toBe(false);
    view.rerender({ live: { name: 'later', region: 'eu-west' }, failure: undefined });
    expect(view.result.current.form.values.name).toBe('later');

    act(() => view.result.current.form.setFieldValue('region', 'us-east'));
    act(() => view.result.current.discard());
    expect(view.result.current.form.values).toEqual({ name: 'later', region: 'eu-west' });
  });

  it("shows a failed call's field errors at the fields the 400 names", () => {
    const view = renderLiveForm({ name: 'alpha', region: 'eu-west' });
    const failure = {
      status: 400,
      data: { errorCode: ['INVALID_REGION'], error: 'region: Region must be "eu-west" or "us-east"' },
    };
    view.rerender({ live: { name: 'alpha', region: 'eu-west' }, failure });
    expect(view.result.current.form.errors).toEqual({ region: 'Region must be "eu-west" or "us-east"' });
  });
});
