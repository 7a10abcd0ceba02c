import { z } from 'zod';
import { REQUEST_WINDOWS } from './apiRequests';

/** `?window=24h|7d` of the request stats and search-analytics calls; 24h when absent. */
export const requestWindowQuery = z.strictObject({
  window: z.enum(REQUEST_WINDOWS, { error: 'Window must be 24h or 7d' }).default('24h'),
});
