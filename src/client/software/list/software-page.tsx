import { Link } from 'react-router-dom';
import { useCan } from '../../lib/use-can';
import { IconPlus } from '../../ui/icons';
import { SearchBox } from '../../ui/search-box';
import { countText } from './software-captions';
import { SoftwareActions } from './software-actions';
import { SoftwareSegmentTabs } from './software-segment-tabs';
import { SoftwareTable } from './software-table';
import { useSoftwareList } from './use-software-list';
import '../../ui/page.css';
import './software-list.css';

/** /software (software-contracts-push.md section 2): products grouped with their holders, or licences by segment, from the mirror. */
export function SoftwarePage() {
  const can = useCan();
  const s = useSoftwareList();
  const { list } = s;
  const editable = can('software.edit');
  const products = s.view === 'products';
  return (
    <>
      <div className="page-header">
        <div>
          <h1>Software</h1>
          <p className="muted">The software the company uses and who holds a licence. Also available offline.</p>
        </div>
        <div className="page-header-actions">
          <SoftwareActions segmentId={s.segmentId} search={list.search} sort={list.sort} />
          {editable ? (
            <Link className="btn btn-primary" to="/software/products/new">
              <IconPlus size={18} /> Add product
            </Link>
          ) : null}
        </div>
      </div>
      <SoftwareSegmentTabs current={s.segmentId} custom={s.customSegments} search={list.search} />
      <div className="software-toolbar">
        <SearchBox
          value={list.search}
          onChange={list.tableProps.onSearchChange}
          label={products ? 'Search software products' : 'Search licences'}
          placeholder={products ? 'Search by product name or web address…' : 'Search by product, person or username…'}
          className="software-search"
        />
        {s.matching ? (
          <p className="muted software-count" role="status">
            {countText(s.view, s.total)}
          </p>
        ) : null}
      </div>
      <SoftwareTable s={s} canAdd={editable} />
    </>
  );
}
