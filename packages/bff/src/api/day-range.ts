/** The api's createTimeVO for the history pages: both days included, either may be left out. */
export function dayRangeParam(startDate?: string | null, endDate?: string | null): string {
  return JSON.stringify({
    ...(startDate && { startTime: startDate }),
    ...(endDate && { endTime: endDate }),
  });
}
