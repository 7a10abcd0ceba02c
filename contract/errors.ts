const toUpperSnake = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The `errorCode` of a 400 that names a bad request field: `INVALID_<FIELD>`. */
export const invalidFieldCode = (field: string) => `INVALID_${toUpperSnake(field)}`;
