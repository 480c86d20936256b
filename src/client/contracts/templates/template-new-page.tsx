import { useState } from 'react';
import { BackLink } from '../../ui/back-link';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { templateAdd, templateEdit } from '../../../shared/contracts/contracts.mutations';
import { CONTRACT_TEMPLATE_TYPES, TEMPLATE_TYPE_LABELS, templateAddBodySchema, type ContractTemplateType } from '../../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../../shared/ids';
import { useOffline } from '../../offline/offline-context';
import { useMutate } from '../../offline/use-mutate';
import { SelectInput, TextInput } from '../../ui/field';
import { FormActions } from '../../ui/form-card';
import { RadioCards } from '../../ui/radio-cards';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { LibraryPicker } from './library-picker';
import { WordUpload } from './word-upload';
import '../../ui/page.css';
import '../contracts.css';

type Source = 'blank' | 'word' | 'library';

const isType = (v: string | null): v is ContractTemplateType => CONTRACT_TEMPLATE_TYPES.includes(v as ContractTemplateType);

/**
 * /settings/contracts/templates/new?type= (needs contract-templates access): a name and a type,
 * and a start: a blank page (works offline), a Word file or a template of the partners' library
 * (both need the server). The template opens in the editor once added.
 */
export function TemplateNewPage() {
  const [params] = useSearchParams();
  const given = params.get('type');
  const [type, setType] = useState<ContractTemplateType | ''>(isType(given) ? given : '');
  const [name, setName] = useState('');
  const [source, setSource] = useState<Source>('blank');
  const [html, setHtml] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; type?: string; source?: string }>({});
  const online = useOffline().status.online;
  const mutate = useMutate();
  const toast = useToast();
  const navigate = useNavigate();

  const save = async () => {
    const check = templateAddBodySchema.safeParse({ name, type: type || undefined });
    const sourceError = source !== 'blank' && html === null ? (source === 'word' ? 'Choose a .docx file first.' : m.selectTemplate) : undefined;
    if (!check.success || sourceError) {
      const fields = check.success ? {} : Object.fromEntries(check.error.issues.map((i) => [String(i.path[0]), i.message]));
      setErrors({ name: fields.name, type: fields.type && m.selectType, source: sourceError });
      return toast.error('Form invalid', fields.name ?? (fields.type && m.selectType) ?? sourceError);
    }
    const id = uuidv7();
    await mutate(templateAdd, { id, ...check.data });
    if (html) await mutate(templateEdit, { template_id: id, content_html: html }, { label: check.data.name });
    toast.saved(m.added);
    await navigate(`/settings/contracts/templates/${id}`);
  };
  const { busy, onSubmit } = useSubmitOnce(save);

  return (
    <>
      <BackLink to="/settings/contracts/templates" label="Contract templates" />
      <div className="page-header">
        <h1>New {type ? TEMPLATE_TYPE_LABELS[type].toLowerCase() : 'contract'} template</h1>
      </div>
      <form className="card card-body template-new-form" onSubmit={onSubmit} noValidate aria-label="New template">
        <TextInput label="Name" required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        <SelectInput
          label="Type"
          required
          value={type}
          error={errors.type}
          placeholder="Choose a type"
          options={CONTRACT_TEMPLATE_TYPES.map((t) => ({ value: t, label: TEMPLATE_TYPE_LABELS[t] }))}
          onChange={(e) => setType(isType(e.target.value) ? e.target.value : '')}
        />
        <RadioCards<Source>
          id="template-source"
          name="source"
          legend="Start from"
          value={source}
          error={errors.source}
          onChange={(s) => {
            setSource(s);
            setHtml(null);
          }}
          options={[
            { value: 'blank', title: 'A blank page', description: 'Write it in the editor, with placeholders.' },
            { value: 'word', title: 'A Word file', description: online ? 'A .docx is turned into the template’s text.' : m.needsNetwork },
            { value: 'library', title: 'The partners’ library', description: online ? 'Templates published by our partners.' : m.needsNetwork },
          ]}
        />
        {source === 'word' && <WordUpload onConverted={setHtml} />}
        {source === 'library' && (
          <LibraryPicker
            type={type || undefined}
            onPick={(t) => {
              setHtml(t ? t.content_html : null);
              if (t && !name) setName(t.name);
              if (t && !type) setType(t.type);
            }}
          />
        )}
        <FormActions cancelTo="/settings/contracts/templates" disabled={busy} saveLabel="Add template" />
      </form>
    </>
  );
}
