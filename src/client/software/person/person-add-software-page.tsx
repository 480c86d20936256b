import { Link, useNavigate, useParams } from 'react-router-dom';
import { softwareMessages } from '../../../shared/software/software.messages';
import { isPersonActive } from '../../lib/person-status';
import { useCan } from '../../lib/use-can';
import { EmptyState } from '../../ui/empty-state';
import { IconChevronLeft, IconPlus } from '../../ui/icons';
import { PageError } from '../../ui/page-error';
import { ProductChoiceForm } from './product-choice-form';
import { usePerson, usePersonLicenses, useProductsById } from './use-person-licenses';
import { productsToOffer } from './person-licenses-logic';
import '../../ui/page.css';
import './person-software.css';

/**
 * /people/{id}/add/software (software-contracts-push.md section 2): choose a product the person
 * holds no active licence of and assign it, on the device at once (the outbox sends
 * POST /api/software/licenses/add), then back to the person's software.
 */
export function PersonAddSoftwarePage() {
  const { id = '' } = useParams();
  const can = useCan();
  const navigate = useNavigate();
  const person = usePerson(id);
  const licenses = usePersonLicenses(id);
  const products = useProductsById();
  const listPath = `/people/${id}/software`;
  const back = (
    <Link to={listPath} className="back-link">
      <IconChevronLeft size={18} /> {person ? `Software of ${person.name}` : 'Software'}
    </Link>
  );
  if (person === undefined || licenses === undefined || products === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (person === null) return <PageError back={back}>{softwareMessages.personNotFound}</PageError>;
  if (!isPersonActive(person)) return <PageError back={back}>{softwareMessages.personLeft(person.name)}</PageError>;
  const offered = productsToOffer([...products.values()], licenses, person.id);

  return (
    <>
      {back}
      <div className="page-header">
        <div>
          <h1>Assign product</h1>
          <p>Choose the software {person.first_name} gets a licence of.</p>
        </div>
      </div>
      {offered.length === 0 ? (
        <section className="card person-software-none" aria-label="Products">
          <EmptyState
            title={softwareMessages.noOtherProducts}
            text="Add the product to the software list first, then assign it here."
            action={
              can('software.edit') ? (
                <Link className="btn btn-secondary" to="/software/products/new">
                  <IconPlus size={18} /> Add a product
                </Link>
              ) : undefined
            }
          />
        </section>
      ) : (
        <ProductChoiceForm person={person} products={offered} cancelTo={listPath} onAssigned={() => void navigate(listPath)} />
      )}
    </>
  );
}
