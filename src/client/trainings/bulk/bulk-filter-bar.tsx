import { SearchBox } from '../../ui/search-box';
import { MODES, type EditMode } from './bulk-edit-logic';

export interface BulkFilterBarProps {
  mode: EditMode;
  counts: readonly { value: string; count: number }[];
  filter: string;
  onFilter: (value: string) => void;
  search: string;
  onSearch: (value: string) => void;
}

/** The filter by status (or result) with each one's count, and the name search (200 ms). */
export function BulkFilterBar({ mode, counts, filter, onFilter, search, onSearch }: BulkFilterBarProps) {
  const words = MODES[mode];
  return (
    <div className="bulk-filter-bar">
      <div className="bulk-filters" role="group" aria-label={`Filter by ${words.noun.toLowerCase()}`}>
        {counts.map(({ value, count }) => (
          <button
            key={value}
            type="button"
            className={`bulk-filter${filter === value ? ' bulk-filter-on' : ''}`}
            aria-pressed={filter === value}
            onClick={() => onFilter(value)}
          >
            {value === 'all' ? 'All' : words.labels[value]} <span className="bulk-filter-count">{count}</span>
          </button>
        ))}
      </div>
      <SearchBox value={search} onChange={onSearch} label="Search by name" placeholder="Search by name" className="bulk-search" />
    </div>
  );
}
