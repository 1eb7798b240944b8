// History (create-and-write §2, §9): the default range starts here and ends today in the users'
// calendar, China Standard Time (UTC+8) wherever the server or the browser runs.
export const HISTORY_START = '2020-01-01';

const CALENDAR_UTC_HOURS = 8;
/** The users' calendar as an ISO offset, for reading a day as a moment: `${day}T00:00:00+08:00`. */
export const CALENDAR_OFFSET = `+${String(CALENDAR_UTC_HOURS).padStart(2, '0')}:00`;
/** The same offset in milliseconds, for telling a moment's day in the users' calendar. */
export const CALENDAR_OFFSET_MS = CALENDAR_UTC_HOURS * 3_600_000;
