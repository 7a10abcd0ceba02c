import { createTableSlice } from '@/shared/store/createTableSlice';
import type { ApiKey } from '@/features/apiKeys/types';
import { compareText } from '@/shared/store/rowOrder';

const apiKeysSlice = createTableSlice<'api_keys', ApiKey>('api_keys', {
  sortComparer: (a, b) => compareText(b.created_at, a.created_at),
});

export const apiKeysActions = apiKeysSlice.actions;
export const { selectAll: selectAllApiKeys } = apiKeysSlice.selectors;
export { apiKeysSlice };
export default apiKeysSlice;
