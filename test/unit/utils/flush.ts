/** Resolves after a macrotask, so promise chains started before it have settled. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
