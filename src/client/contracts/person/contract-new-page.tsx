import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { contractAdd } from '../../../shared/contracts/contracts.mutations';
import { contractName, type ContractFileType, type LibraryTemplate } from '../../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../../shared/ids';
import { useOffline } from '../../offline/offline-context';
import { useMirrorFind } from '../../offline/use-mirror-find';
import { useMutate } from '../../offline/use-mutate';
import { Checkbox, TextInput } from '../../ui/field';
import { IconChevronLeft } from '../../ui/icons';
import { PageError } from '../../ui/page-error';
import { RadioCards } from '../../ui/radio-cards';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useTemplates } from '../data/use-templates';
import { TemplateChoice } from '../policy/template-choice';
import { LibraryPicker } from '../templates/library-picker';
import '../../ui/page.css';
import '../contracts.css';

type Source = 'company' | 'library';

/**
 * /people/{id}/contracts/new (POST /api/contracts/addToEmployee): a contract for the person from a
 * company template (works offline: made on the device, sent when online) or a library template
 * (needs the server), written from the template or as a PDF to upload, with who signs.
 */
export function ContractNewPage() {
  const { id = '' } = useParams();
  const person = useMirrorFind(async (db) => (await db.mirror('employees').get(id)) ?? null, [id]);
  const templates = useTemplates();
  const online = useOffline().status.online;
  const [source, setSource] = useState<Source>('company');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [library, setLibrary] = useState<LibraryTemplate | null>(null);
  const [name, setName] = useState('');
  const [fileType, setFileType] = useState<ContractFileType>('html');
  const [employeeSigns, setEmployeeSigns] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const mutate = useMutate();
  const toast = useToast();
  const navigate = useNavigate();
  const template = templates?.find((t) => t.id === templateId) ?? null;
  const chosen = source === 'company' ? template : library;
  const back = (
    <Link to={`/people/${id}`} className="back-link">
      <IconChevronLeft size={18} /> {person?.name ?? 'Person'}
    </Link>
  );
  const add = async () => {
    const nameCheck = contractName.safeParse(name || (chosen && person ? `${chosen.name} - ${person.name}` : ''));
    const refusal = !chosen ? m.selectTemplate : !nameCheck.success ? nameCheck.error.issues[0]?.message : null;
    setError(refusal ?? null);
    if (refusal || !chosen || !nameCheck.success || !person) return toast.error('Form invalid', refusal ?? undefined);
    const contractId = uuidv7();
    const internal = source === 'company' && template ? template.internal_signature_required : 0;
    await mutate(
      contractAdd,
      {
        id: contractId,
        employee_id: person.id,
        file_type: fileType,
        contract_name: nameCheck.data,
        pdf_internal_signature_required: internal,
        pdf_employee_signature_required: employeeSigns ? 1 : 0,
        ...(source === 'company' ? { contract_template_id: chosen.id } : { public_library_contract_template_id: chosen.id }),
        draft: {
          name: nameCheck.data,
          content_html: chosen.content_html,
          template_type: chosen.type,
          employee_id: person.id,
          related_object: null,
          related_object_ids: [],
          internal_signer_user_id: internal && template ? template.internal_signer_user_id : null,
          second_internal_signer_user_id: internal && template ? template.second_internal_signer_user_id : null,
          pdf_internal_signature_required: internal,
          pdf_employee_signature_required: employeeSigns ? 1 : 0,
          file_type: fileType,
          contract_template_id: source === 'company' ? chosen.id : null,
          public_library_contract_template_id: source === 'library' ? chosen.id : null,
        },
      },
      { label: nameCheck.data },
    );
    toast.saved(m.added);
    await navigate(`/contracts/${contractId}`);
  };
  const { busy, onSubmit } = useSubmitOnce(add);
  if (person === undefined || templates === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (person === null) return <PageError back={back}>{m.selectPerson}</PageError>;
  return (
    <>
      {back}
      <div className="page-header">
        <h1>New contract for {person.name}</h1>
      </div>
      <form className="card card-body policy-form" onSubmit={onSubmit} noValidate aria-label="New contract">
        <RadioCards<Source>
          id="contract-source"
          name="source"
          legend="From"
          value={source}
          onChange={setSource}
          options={[
            { value: 'company', title: 'A company template', description: 'Works offline too.' },
            { value: 'library', title: 'The partners’ library', description: online ? 'Templates published by our partners.' : m.needsNetwork },
          ]}
        />
        {source === 'company' ? (
          templates.length === 0 ? (
            <p className="muted">{m.noTemplatesYet}</p>
          ) : (
            <TemplateChoice templates={templates} value={templateId} onChange={setTemplateId} />
          )
        ) : (
          <LibraryPicker onPick={setLibrary} />
        )}
        <TextInput
          label="Contract name"
          value={name}
          placeholder={chosen ? `${chosen.name} - ${person.name}` : 'The template’s name and the person’s'}
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
        <div className="form-actions">
          <Link className="btn btn-secondary" to={`/people/${id}`}>
            Cancel
          </Link>
          <button className="btn btn-primary" type="submit" disabled={busy || !chosen}>
            Add contract
          </button>
        </div>
      </form>
    </>
  );
}
