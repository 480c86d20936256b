import { useMemo, useState } from 'react';
import { BackLink } from '../ui/back-link';
import { Link, useParams } from 'react-router-dom';
import { canEditDocumentsOn, canViewDocumentsOn } from '../../shared/documents/documents-access';
import { DOCUMENT_TYPE_LABELS } from '../../shared/documents/documents.schema';
import { formatFileSize } from '../../shared/documents/file-size';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits';
import { messages } from '../../shared/messages';
import { pageOf, queryRows } from '../lib/local-query';
import { useViewer } from '../lib/session-context';
import { useOffline } from '../offline/offline-context';
import { DataTable, type DataTableColumn, type TableSort } from '../ui/data-table';
import { IconUpload } from '../ui/icons';
import { FileKindIcon } from './document-icons';
import { WaitingBadge } from './document-item';
import { parseObjectParams, useObjectLabel, useObjectPagePath } from './object-info';
import { useObjectDocuments, type LocalDocument } from './use-documents';
import '../ui/page.css';
import './documents.css';
import { PageError } from '../ui/page-error';

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const COLUMNS: DataTableColumn<LocalDocument>[] = [
  {
    id: 'filename',
    header: 'File',
    sortable: true,
    cell: (d) => (
      <span className="document-cell">
        <FileKindIcon contentType={d.content_type} size={18} /> {d.filename} <WaitingBadge doc={d} />
      </span>
    ),
  },
  { id: 'document_type', header: 'Type', sortable: true, cell: (d) => DOCUMENT_TYPE_LABELS[d.document_type] },
  { id: 'filesize_bytes', header: 'Size', sortable: true, align: 'right', cell: (d) => formatFileSize(d.filesize_bytes) },
  { id: 'date_uploaded', header: 'Uploaded', sortable: true, cell: (d) => d.date_uploaded_formatted },
  { id: 'real_name', header: 'By', sortable: true, cell: (d) => d.real_name ?? '—' },
];

const sortValue = (d: LocalDocument, column: string) =>
  column === 'document_type' ? DOCUMENT_TYPE_LABELS[d.document_type] : (d[column as keyof LocalDocument] as string | number | null);

/** /{object}/{id}/documents: every file of the object, searched, sorted and paged on the device. */
export function DocumentsPage() {
  const target = parseObjectParams(useParams());
  const viewer = useViewer();
  const { synced } = useOffline();
  const label = useObjectLabel(target?.object, target?.id);
  const docs = useObjectDocuments(target?.object ?? 'car', target?.id ?? '');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ column: 'date_uploaded', direction: 'desc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const rows = useMemo(
    () => docs && queryRows(docs, { search, searchText: (d) => `${d.filename} ${d.real_name ?? ''}`, sort, sortValue }),
    [docs, search, sort],
  );

  const objectPath = useObjectPagePath(target?.object, target?.id);
  const backLink = <BackLink to={objectPath} label={label ?? 'Back'} />;
  if (!target || (label === null && synced)) return <PageError back={backLink}>{messages.documents.objectNotFound}</PageError>;
  if (!canViewDocumentsOn(viewer, target.object)) return <PageError back={backLink}>{messages.documents.hiddenOnCars}</PageError>;
  const here = `/${target.object}/${target.id}/documents`;

  return (
    <>
      {backLink}
      <div className="page-header">
        <div>
          <h1>Documents</h1>
          {label && <p>Of {label}</p>}
        </div>
        {canEditDocumentsOn(viewer, target.object) && (
          <div className="page-header-actions">
            <Link className="btn btn-primary" to={`/upload/${target.object}/${target.id}?back=${encodeURIComponent(here)}`}>
              <IconUpload size={18} /> Upload
            </Link>
          </div>
        )}
      </div>
      <DataTable<LocalDocument>
        caption="Documents"
        columns={COLUMNS}
        rows={rows ? pageOf(rows, page, perPage) : []}
        rowKey={(d) => d.id}
        rowHref={(d) => `${here}/${d.id}?back=${encodeURIComponent(here)}`}
        total={rows?.length ?? 0}
        page={page}
        perPage={perPage}
        sort={sort}
        onSortChange={(s) => {
          setSort(s);
          setPage(0);
        }}
        onPageChange={setPage}
        onPerPageChange={(n) => {
          setPerPage(n);
          setPage(0);
        }}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search by file name or person"
        loading={!rows || !synced}
        empty={{ title: sentence(messages.documents.empty), text: 'Uploaded files of this item appear here.' }}
      />
    </>
  );
}
