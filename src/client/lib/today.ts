import { isoDay } from '../../shared/format';

/** Today's date on this device as YYYY-MM-DD (local time, as the user reads dates). */
export const todayIso = (now: Date = new Date()): string => isoDay(now);
