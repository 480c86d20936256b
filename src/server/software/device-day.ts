import { parseIsoDate } from '../../shared/format';

// The day a licence was assigned or deactivated is the device's: an offline change keeps the day
// it was made. A device's day may differ from the server's by the time zone, never by more than a
// day from when the change was made (X-Mutation-Made-At, else now); a day further off is taken
// for a wrong clock and the day of the change is used instead.

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function deviceDay(sent: string | undefined, madeAt: Date | null): string {
  const at = madeAt ?? new Date();
  const reference = Date.parse(`${utcDay(at)}T00:00:00Z`);
  const day = sent ? parseIsoDate(sent) : null;
  if (!sent || !day) return utcDay(at);
  return Math.abs(Date.parse(`${sent}T00:00:00Z`) - reference) <= DAY_MS ? sent : utcDay(at);
}
