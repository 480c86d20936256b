import { CUSTOM_COLUMN_PREFIX } from '../../shared/custom-fields/custom-fields.schema';
import type { TableSort } from '../ui/data-table-types';
import { apiGet, withQuery } from './api';
import { saveFile } from './save-file';

// The Excel export of a list page (spec: GET /api/cars/list/excel, GET /api/assets/list/excel):
// the same filters as the list call, answered as { file_name, file_content } in base64.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExportFilters = {
  search: string;
  /** 'all', 'archived' or a custom segment's id. */
  segmentId: string;
  sort: TableSort;
  /** The list's visible columns; the custom ones become requested_cf_ids. */
  columns: readonly string[];
};

/** The list-call parameters both list endpoints share (the spec's names). */
export type ExportParams = Partial<
  Record<'search_term' | 'show_deleted_only' | 'segment_id' | 'orderby_column' | 'orderby_direction' | 'requested_cf_ids', string>
>;

/** The query of an Excel export for what the list shows now. */
export function exportParams(f: ExportFilters): ExportParams {
  const customIds = f.columns.filter((c) => c.startsWith(CUSTOM_COLUMN_PREFIX)).map((c) => c.slice(CUSTOM_COLUMN_PREFIX.length));
  return {
    search_term: f.search.trim() || undefined,
    // Archived is the list's own switch; a custom segment goes by its id; All needs neither.
    show_deleted_only: f.segmentId === 'archived' ? '1' : undefined,
    segment_id: f.segmentId === 'all' || f.segmentId === 'archived' ? undefined : f.segmentId,
    orderby_column: f.sort.column,
    orderby_direction: f.sort.direction,
    requested_cf_ids: customIds.length ? customIds.join(',') : undefined,
  };
}

type ExcelAnswer = { file_name: string; file_content: string };

/** Asks `path` for the .xlsx and hands it to the browser as a download; answers the file's name. */
export async function downloadListExcel(path: string, filters: ExportFilters): Promise<string> {
  const answer = await apiGet<ExcelAnswer>(withQuery(path, exportParams(filters)));
  saveBase64File(answer.file_name, answer.file_content, XLSX_MIME);
  return answer.file_name;
}

function saveBase64File(name: string, base64: string, type: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  saveFile(name, new Blob([bytes], { type }));
}
