/** Ids are whole numbers on SQLite and PostgreSQL; any other `filter[id]` simply matches nothing. */
export const idFilterValue = (value: string): number => (/^\d{1,15}$/.test(value) ? Number(value) : -1)
