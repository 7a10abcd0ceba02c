import { createTableSlice } from '@/shared/store/createTableSlice';
import type { ApiRequest } from './types';

// Unsorted like every table slice; the selectors (apiRequestsSelectors.ts) order rows newest first. They
// live apart so the store, which is in the first load, carries only this.
const apiRequestsSlice = createTableSlice<'api_requests', ApiRequest>('api_requests');

export { apiRequestsSlice };
export default apiRequestsSlice;
