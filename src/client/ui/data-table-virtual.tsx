import { DataTableRow, type RowsProps } from './data-table-body';
import { useFixedRowVirtualizer } from './use-fixed-row-virtualizer';

// A body row's height at the default density, until the first row shown is measured.
const ROW_ESTIMATE_PX = 45;
// Rows rendered beyond the visible ones, so a fast scroll or a keyboard step lands on a row.
const OVERSCAN = 12;

/**
 * Every row of a long list in one scrolling box, with only the rows in view (and a few around) in
 * the DOM: 100,000 rows scroll like 30. Spacer rows above and below keep the scrollbar true.
 */
export function DataTableVirtualBody<Row>({ scrollBox, ...props }: RowsProps<Row> & { scrollBox: HTMLElement | null }) {
  const { rows, columns, rowKey } = props;
  const { items, above, below } = useFixedRowVirtualizer({
    rows,
    keyOf: rowKey,
    scrollBox,
    estimatePx: ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    initialRect: { width: 1024, height: 720 },
    firstRow: 'tbody tr.dt-row',
  });
  return (
    <tbody>
      {above > 0 ? <Spacer height={above} span={columns.length} /> : null}
      {items.map((item) => (
        <DataTableRow key={item.key} row={rows[item.index]!} {...props} index={item.index} />
      ))}
      {below > 0 ? <Spacer height={below} span={columns.length} /> : null}
    </tbody>
  );
}

function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" className="dt-spacer">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
