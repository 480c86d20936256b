import { differenceInSeconds, format, isSameDay } from 'date-fns';
import { formatDate } from '../../shared/format';

/** 'just now', '5 min ago', '14:05', or the date: how long ago data was last fresh. */
export function relativeTime(iso: string | null, now = Date.now()): string {
  if (!iso) return 'never';
  const then = new Date(iso);
  const seconds = differenceInSeconds(now, then, { roundingMethod: 'round' });
  if (seconds < 45) return 'just now';
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (isSameDay(now, then)) return format(then, 'HH:mm');
  // The day as the ISO time names it (UTC), as this line always showed it.
  return formatDate(then.toISOString());
}
