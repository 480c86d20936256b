import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { contractAdd } from '../../../shared/contracts/contracts.mutations';
import { contractName, type ContractFileType } from '../../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../../shared/ids';
import { useMirrorFind } from '../../offline/use-mirror-find';
import { useMutate } from '../../offline/use-mutate';
import { Checkbox, TextInput } from '../../ui/field';
import { FormActions } from '../../ui/form-card';
import { IconChevronLeft } from '../../ui/icons';
import { PageError } from '../../ui/page-error';
import { RadioCards } from '../../ui/radio-cards';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { draftOf, templateRef, type ChosenTemplate } from '../data/contract-draft';
import { TemplateSourcePicker } from '../templates/template-source-picker';
import '../../ui/page.css';
import '../contracts.css';

/**
 * /people/{id}/contracts/new (POST /api/contracts/addToEmployee): a contract for the person from a
 * company template (works offline: made on the device, sent when online) or a library template
 * (needs the server), written from the template or as a PDF to upload, with who signs.
 */
export function ContractNewPage() {
  const { id = '' } = useParams();
  const person = useMirrorFind(async (db) => (await db.mirror('employees').get(id)) ?? null, [id]);
  const [chosen, setChosen] = useState<ChosenTemplate | null>(null);
  const [name, setName] = useState('');
  const [fileType, setFileType] = useState<ContractFileType>('html');
  const [employeeSigns, setEmployeeSigns] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const mutate = useMutate();
  const toast = useToast();
  const navigate = useNavigate();
  const back = (
    <Link to={`/people/${id}`} className="back-link">
      <IconChevronLeft size={18} /> {person?.name ?? 'Person'}
    </Link>
  );
  const add = async () => {
    const nameCheck = contractName.safeParse(name || (chosen && person ? `${chosen.template.name} - ${person.name}` : ''));
    const refusal = !chosen ? m.selectTemplate : !nameCheck.success ? nameCheck.error.issues[0]?.message : null;
    setError(refusal ?? null);
    if (refusal || !chosen || !nameCheck.success || !person) return toast.error('Form invalid', refusal ?? undefined);
    const contractId = uuidv7();
    const draft = draftOf(chosen, { name: nameCheck.data, employeeId: person.id, related: null, fileType, employeeSigns });
    await mutate(
      contractAdd,
      {
        id: contractId,
        employee_id: person.id,
        file_type: fileType,
        contract_name: nameCheck.data,
        pdf_internal_signature_required: draft.pdf_internal_signature_required,
        pdf_employee_signature_required: draft.pdf_employee_signature_required,
        ...templateRef(chosen),
        draft,
      },
      { label: nameCheck.data },
    );
    toast.saved(m.added);
    await navigate(`/contracts/${contractId}`);
  };
  const { busy, onSubmit } = useSubmitOnce(add);
  if (person === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (person === null) return <PageError back={back}>{m.selectPerson}</PageError>;
  return (
    <>
      {back}
      <div className="page-header">
        <h1>New contract for {person.name}</h1>
      </div>
      <form className="card card-body policy-form" onSubmit={onSubmit} noValidate aria-label="New contract">
        <TemplateSourcePicker onChange={setChosen} empty={<p className="muted">{m.noTemplatesYet}</p>} />
        <TextInput
          label="Contract name"
          value={name}
          placeholder={chosen ? `${chosen.template.name} - ${person.name}` : 'The template’s name and the person’s'}
          onChange={(e) => setName(e.target.value)}
        />
        <RadioCards<ContractFileType>
          id="contract-file-type"
          name="file_type"
          legend="The contract is"
          value={fileType}
          onChange={setFileType}
          options={[
            { value: 'html', title: 'Written from the template', description: 'Its placeholders are filled in from the person and the company.' },
            { value: 'pdf', title: 'A PDF you upload', description: 'For a contract made elsewhere; signed here.' },
          ]}
        />
        <Checkbox label={`${person.first_name} signs it`} checked={employeeSigns} onChange={(e) => setEmployeeSigns(e.target.checked)} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <FormActions cancelTo={`/people/${id}`} disabled={busy || !chosen} saveLabel="Add contract" />
      </form>
    </>
  );
}
