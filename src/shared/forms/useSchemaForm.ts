import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import type { ApiError } from '@/shared/api/apiError';
import { serverFieldErrors } from './serverFieldErrors';

type Values = Record<string, unknown>;
type Result<Output> = { value: Output; issues?: undefined } | { issues: readonly { message: string }[] };

/** A Standard Schema (every zod schema is one), what @mantine/form's schemaResolver takes. */
export interface FormSchema<Input, Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output };
  };
}

/**
 * The one way to write a form: @mantine/form validated by a zod schema (usually contract/'s request
 * body), submitting the schema's output (trimmed, defaulted). A failed submit keeps everything typed;
 * when the call fails, the fields its 400 names show the server's words.
 */
export function useSchemaForm<V extends Values, Output>(
  schema: FormSchema<V, Output>,
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
