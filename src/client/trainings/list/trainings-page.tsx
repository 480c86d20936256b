import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../shared/limits';
import { messages } from '../../../shared/messages';
import { trainingRowHref } from '../../../shared/trainings/training-rules';
import { TRAINING_LIST_PAGE_SIZES } from '../../../shared/trainings/trainings.schema';
import { useCan } from '../../lib/use-can';
import { pageOf } from '../../lib/local-query';
import { SegmentSelect } from '../../segments';
import { DataTable } from '../../ui/data-table';
import { IconPlus } from '../../ui/icons';
import { TrainingsEmptyState } from './trainings-empty-state';
import { TrainingsFilterControl } from './trainings-filter';
import { useTrainingsList } from './use-trainings-list';
import '../../ui/page.css';
import './trainings-list.css';
import { offeredPerPage } from '../../ui/pagination';

const PAGE_SIZES: number[] = [...TRAINING_LIST_PAGE_SIZES];
/** Without a segment the list shows trainings and programs; a participant segment lists participants. */
const NO_SEGMENT = 'No segment';

/** /trainings: programs and trainings (or, with a participant segment, participants) from the mirror. */
export function TrainingsPage() {
  const can = useCan();
  const location = useLocation();
  const t = useTrainingsList();
  const { list, prefs, ready } = t;
  const editable = can('trainings.edit');
  // A page size from another list's choice (not one of 10/30/60/90) falls back to the default.
  const perPage = offeredPerPage(prefs.perPage, PAGE_SIZES, DEFAULT_PAGE_SIZE);
  const participants = t.segmentId !== '';

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Trainings</h1>
          <p className="muted">Courses, programs and their sessions, with who takes part. Also available offline.</p>
        </div>
        {editable ? (
          <div className="page-header-actions">
            <Link className="btn btn-primary" to="/trainings/create">
              <IconPlus size={18} /> Add training
            </Link>
          </div>
        ) : null}
      </div>
      {t.none ? (
        <TrainingsEmptyState canAdd={editable} />
      ) : (
        <>
          <div className="trainings-filters">
            <SegmentSelect
              object="training_participant"
              none={NO_SEGMENT}
              value={t.segmentId}
              onChange={(id) => list.update({ segment: id || null, page: null })}
              back={`${location.pathname}${location.search}`}
            />
            {can('trainings.filter') && !participants ? (
              <TrainingsFilterControl value={t.filter} onChange={(f) => list.update({ trainings_filter: f === 'all' ? null : f, page: null })} />
            ) : null}
          </div>
          <div className="trainings-table">
            <DataTable
              caption={participants ? 'Training participants' : 'Trainings'}
              columns={t.columns}
              rows={ready ? pageOf(ready, list.page, perPage) : []}
              rowKey={(r) => `${r.kind}:${r.id}`}
              rowHref={trainingRowHref}
              total={ready?.length ?? 0}
              {...list.tableProps}
              searchPlaceholder={participants ? 'Search by training or person…' : 'Search trainings and sessions…'}
              perPage={perPage}
              pageSizes={PAGE_SIZES}
              onPerPageChange={(n) => {
                prefs.setPerPage(n);
                list.update({ page: null });
              }}
              loading={!ready}
              empty={{
                title: messages.trainings.noMoreTrainings,
                text: participants && t.segmentName ? `No participant matches “${t.segmentName}”.` : 'Nothing matches this choice.',
              }}
              columnPicker={t.columnPicker}
            />
          </div>
        </>
      )}
    </>
  );
}
