import { TRAINING_PARTICIPANT_SEARCH, TRAINING_SEARCH } from '../../../shared/list-search';
import { listSearchReaders } from '../../lib/list-search';
import type { ReactNode } from 'react';
import {
  TRAINING_AVATARS_SHOWN,
  TRAINING_COLUMN_LABELS,
  TRAINING_LIST_COLUMNS,
  VISIBILITY_LABELS,
  type TrainingListColumn,
} from '../../../shared/trainings/trainings.schema';
import type { ObjectListDef } from '../../lib/use-object-list';
import { Avatar } from '../../ui/avatar';
import { AvatarStack } from '../../ui/avatar-stack';
import { IconEyeOff, IconUsers } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { trainingSortValue, trainingTieOrder, type TrainingListEntry } from './training-rows';

// The /trainings cells. Visibility is quiet when a training is visible for everyone (the usual
// case) and shows an icon with its words otherwise: a hidden eye for 0 (spec), teams for 2.

function NameCell({ row }: { row: TrainingListEntry }) {
  return (
    <span className="training-name-cell">
      <span className="training-name">
        {row.name} <PendingBadge row={row} />
      </span>
      {row.program_name ? <span className="training-sub muted">{row.program_name}</span> : null}
    </span>
  );
}

function VisibilityCell({ value }: { value: TrainingListEntry['is_visible_for_employees'] }) {
  if (value === 1) return <span className="visually-hidden">{VISIBILITY_LABELS[1]}</span>;
  const Icon = value === 0 ? IconEyeOff : IconUsers;
  return (
    <span className={`training-visibility training-visibility-${value}`} title={VISIBILITY_LABELS[value]} data-visibility={value}>
      <Icon size={18} />
      <span className="training-visibility-text">{value === 0 ? 'Hidden' : 'Teams'}</span>
      <span className="visually-hidden">: {VISIBILITY_LABELS[value]}</span>
    </span>
  );
}

/** Up to TRAINING_AVATARS_SHOWN avatars and '+N' for the others; a participant row names its person. */
function PeopleCell({ row }: { row: TrainingListEntry }) {
  if (row.employee_count === 0) return <span className="muted">—</span>;
  if (row.kind === 'participant') {
    const p = row.employees[0]!;
    return (
      <span className="person-cell">
        <Avatar name={p.name} src={p.avatar} size="sm" decorative />
        <span>{p.name}</span>
      </span>
    );
  }
  return <AvatarStack people={row.employees} shown={TRAINING_AVATARS_SHOWN} total={row.employee_count} />;
}

const TRAINING_CELLS: Record<TrainingListColumn, (row: TrainingListEntry) => ReactNode> = {
  name: (row) => <NameCell row={row} />,
  visibility: (row) => <VisibilityCell value={row.is_visible_for_employees} />,
  course_type: (row) => row.course_type,
  people: (row) => <PeopleCell row={row} />,
};

const isTrainingColumn = (id: string): id is TrainingListColumn => (TRAINING_LIST_COLUMNS as readonly string[]).includes(id);

/**
 * /trainings as the shared list reads it (lib/use-object-list.ts). The rows carry their people's
 * names already (training-rows.ts), and the segment is applied while building them.
 */
export const TRAINING_LIST: ObjectListDef<TrainingListEntry, TrainingListColumn, null> = {
  object: 'training',
  prefsKey: 'trainings',
  columns: TRAINING_LIST_COLUMNS.map((id) => ({ id, label: TRAINING_COLUMN_LABELS[id] })),
  defaultColumns: TRAINING_LIST_COLUMNS,
  isColumn: isTrainingColumn,
  ...listSearchReaders<typeof TRAINING_SEARCH, TrainingListEntry, null>(TRAINING_SEARCH, {
    name: { own: (row) => row.name },
    session_names: { own: (row) => row.session_names },
  }),
  sortValue: (row, column) => trainingSortValue(row, column),
  cell: (row, column) => TRAINING_CELLS[column](row),
  order: trainingTieOrder,
  tagFilter: false,
};

/** With a participant segment the rows are participants, with their own custom fields, as GET /api/trainings/list answers then. */
export const PARTICIPANT_ROWS_LIST: typeof TRAINING_LIST = {
  ...TRAINING_LIST,
  object: 'training_participant',
  ...listSearchReaders<typeof TRAINING_PARTICIPANT_SEARCH, TrainingListEntry, null>(TRAINING_PARTICIPANT_SEARCH, {
    training: { own: (row) => row.name },
    program: { own: (row) => row.program_name },
    person: { own: (row) => row.employees[0]?.name },
  }),
};
