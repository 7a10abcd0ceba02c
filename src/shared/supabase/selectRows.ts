import type { ApiError } from '@/shared/api/apiError';

interface PostgrestReply {
  data: unknown;
  error: { message: string } | null;
  status: number;
}

/**
 * A PostgREST select as an RTK Query queryFn result: its rows, or its error as the ApiError the rest of
 * the app reads. postgrest-js reports a network failure as status 0 instead of throwing.
 */
export async function selectRows<Row>(
  select: () => PromiseLike<PostgrestReply>,
): Promise<{ data: Row[] } | { error: ApiError }> {
  try {
    const { data, error, status } = await select();
    if (error) return { error: status ? { status, data: error } : { status: 'FETCH_ERROR', message: error.message } };
    return { data: (data ?? []) as Row[] };
  } catch (thrown) {
    return { error: { status: 'FETCH_ERROR', message: String(thrown) } };
  }
}
