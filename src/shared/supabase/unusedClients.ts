// Stand-ins for @supabase/storage-js and @supabase/functions-js, swapped in by vite.config.ts when
// building: supabase-js constructs a storage client and bundles the functions client, but the app uses
// neither, and they (with iceberg-js) weigh on every first load (docs/performance.md).
// Only the names supabase-js imports are provided; any real use fails loudly.

const notBundled = (what: string) =>
  new Error(`Supabase ${what} is not bundled in this app (see vite.config.ts resolve.alias).`);

export class StorageClient {
  from(): never {
    throw notBundled('Storage');
  }
}

export class FunctionsClient {
  invoke(): never {
    throw notBundled('Edge Functions');
  }
}

export class StorageApiError extends Error {}
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {};
