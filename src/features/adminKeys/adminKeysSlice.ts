import { createTableSlice } from '@/shared/store/createTableSlice';
import type { AdminKey } from '@/features/adminKeys/types';
import { compareText } from '@/shared/store/rowOrder';

const adminKeysSlice = createTableSlice<'admin_keys', AdminKey>('admin_keys', {
  sortComparer: (a, b) => compareText(b.created_at, a.created_at),
});

export const adminKeysActions = adminKeysSlice.actions;
export const { selectAll: selectAllAdminKeys } = adminKeysSlice.selectors;
export { adminKeysSlice };
export default adminKeysSlice;
