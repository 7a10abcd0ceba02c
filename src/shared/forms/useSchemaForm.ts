import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import type { $ZodType } from 'zod/v4/core';
import type { ApiError } from '@/shared/api/apiError';
import { serverFieldErrors } from './serverFieldErrors';

type Values = Record<string, unknown>;

/**
 * The one way to write a form: @mantine/form validated by a zod schema (usually contract/'s request
 * body), submitting the schema's output (trimmed, defaulted). A failed submit keeps everything typed;
 * when the call fails, the fields its 400 names show the server's words.
 */
export function useSchemaForm<V extends Values, Output>(
  schema: $ZodType<Output, V>,
  initialValues: V,
  serverError?: unknown,
  { validateOnChange = false } = {},
) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: validateOnChange,
  });

  // Adjusted while rendering (not in an effect), once per new error object.
  const [shownError, setShownError] = useState<unknown>(undefined);
  if (serverError !== shownError) {
    setShownError(serverError);
    const found = serverFieldErrors(serverError as ApiError | undefined, Object.keys(initialValues));
    if (Object.keys(found).length > 0) form.setErrors({ ...form.errors, ...found });
  }

  /** The form's onSubmit: validates, then calls `handler` with the schema's output. */
  const submit = (handler: (output: Output) => unknown) =>
    form.onSubmit((values) => {
      const result = schema['~standard'].validate(values);
      if (!(result instanceof Promise) && !result.issues) void handler(result.value);
    });

  return { form, submit };
}
