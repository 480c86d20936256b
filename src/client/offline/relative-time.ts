import { formatDate } from '../../shared/format';

/** 'just now', '5 min ago', '14:05', or the date: how long ago data was last fresh. */
export function relativeTime(iso: string | null, now = Date.now()): string {
  if (!iso) return 'never';
  const then = Date.parse(iso);
  const seconds = Math.round((now - then) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  const d = new Date(then);
  if (new Date(now).toDateString() === d.toDateString()) return d.toTimeString().slice(0, 5);
  return formatDate(d.toISOString());
}
