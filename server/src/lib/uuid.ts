const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session ids are UUIDs: anything else names no session, may be logged as such, and is never sent to a uuid column. */
export const isUuid = (value: string): boolean => UUID.test(value);
