import { createTableSlice } from '@/shared/store/createTableSlice';
import type { ApiKey } from '@/features/apiKeys/types';

const apiKeysSlice = createTableSlice<ApiKey>('api_keys', {
  sortComparer: (a, b) => b.created_at.localeCompare(a.created_at),
});

export const apiKeysActions = apiKeysSlice.actions;
export const { selectAll: selectAllApiKeys } = apiKeysSlice.selectors;
export { apiKeysSlice };
export default apiKeysSlice;
