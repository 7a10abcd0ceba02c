import { createTableSlice } from '@/shared/store/createTableSlice';
import type { AdminKey } from '@/features/adminKeys/types';

const adminKeysSlice = createTableSlice<AdminKey>('admin_keys', {
  sortComparer: (a, b) => b.created_at.localeCompare(a.created_at),
});

export const adminKeysActions = adminKeysSlice.actions;
export const { selectAll: selectAllAdminKeys } = adminKeysSlice.selectors;
export { adminKeysSlice };
export default adminKeysSlice;
