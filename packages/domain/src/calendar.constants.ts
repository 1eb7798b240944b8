// History (create-and-write §2, §9): the default range starts here and ends today in the users'
// calendar, China Standard Time wherever the server or the browser runs.
export const HISTORY_START = '2020-01-01';
export const CALENDAR_OFFSET = '+08:00';
export const CALENDAR_OFFSET_MS = 8 * 3_600_000;
