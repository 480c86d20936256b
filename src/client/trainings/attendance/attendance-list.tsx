import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useConfirm } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { IconCheck } from '../../ui/icons';
import { SearchBox } from '../../ui/search-box';
import type { TrainingRow } from '../data/use-training-data';
import { attendanceCounts, isUnmarked, visibleEntries } from './attendance-logic';
import { AttendanceRows } from './attendance-rows';
import { AttendanceSyncBanner } from './attendance-sync-banner';
import { useAttendance } from './use-attendance';

const NONE: ReadonlySet<string> = new Set();

/** The sticky head (name, date, counts, sync state, search and filters) above the participants. */
export function AttendanceList({ training, subtitle }: { training: TrainingRow; subtitle: string }) {
  const { entries, waiting, mark, markAll } = useAttendance(training.id, training.name);
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  // The rows 'not yet marked' showed when switched on (see RowFilter.kept); null when off.
  const [kept, setKept] = useState<ReadonlySet<string> | null>(null);
  const counts = useMemo(() => attendanceCounts(entries ?? []), [entries]);
  const shown = useMemo(() => visibleEntries(entries ?? [], { search, unmarkedOnly: kept !== null, kept: kept ?? NONE }), [entries, search, kept]);

  const toggleUnmarked = () => setKept(kept ? null : new Set((entries ?? []).filter(isUnmarked).map((e) => e.id)));
  const markRemaining = async () => {
    const ids = (entries ?? []).filter(isUnmarked).map((e) => e.id);
    if (!ids.length) return;
    const ok = await confirm({
      title: messages.trainings.attendanceMarkAllTitle(ids.length),
      text: messages.trainings.attendanceMarkAllText,
      confirmLabel: 'Mark as followed',
    });
    if (ok) await markAll(ids);
  };

  if (entries === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading participants" />;
  return (
    <>
      <header className="att-head">
        <div className="att-title-row">
          <div className="att-title">
            <p className="att-eyebrow">{messages.trainings.attendanceTitle}</p>
            <h1>{training.name}</h1>
            <p className="att-subtitle">{subtitle}</p>
          </div>
          <div className="att-counts" aria-live="polite">
            <strong>{messages.trainings.attendanceFollowed(counts.followed, counts.total)}</strong>
            <span>{messages.trainings.attendanceUnmarked(counts.unmarked)}</span>
          </div>
        </div>
        <AttendanceSyncBanner waiting={waiting} />
        {entries.length > 0 && (
          <div className="att-tools">
            <SearchBox value={search} onChange={setSearch} label="Search participants" placeholder="Search by name…" className="att-search" />
            <button type="button" className="btn btn-secondary att-tool" aria-pressed={kept !== null} onClick={toggleUnmarked}>
              {messages.trainings.attendanceNotYetMarked}
            </button>
            {counts.unmarked > 0 && (
              <button type="button" className="btn btn-primary att-tool" onClick={() => void markRemaining()}>
                <IconCheck size={18} /> {messages.trainings.attendanceMarkAll(counts.unmarked)}
              </button>
            )}
          </div>
        )}
      </header>
      {entries.length === 0 ? (
        <EmptyState
          title={messages.trainings.noParticipantsOnSession}
          action={
            <Link className="btn btn-primary" to={`/trainings/${training.id}/add`}>
              Add participants
            </Link>
          }
        />
      ) : shown.length === 0 ? (
        <p className="att-none">{search ? messages.trainings.attendanceNoMatch : messages.trainings.attendanceAllMarked}</p>
      ) : (
        <AttendanceRows shown={shown} onMark={mark} />
      )}
    </>
  );
}
