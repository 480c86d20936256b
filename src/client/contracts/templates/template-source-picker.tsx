import { useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import type { ContractTemplateType } from '../../../shared/contracts/contracts.schema';
import { useOffline } from '../../offline/offline-context';
import { RadioCards } from '../../ui/radio-cards';
import type { ChosenTemplate } from '../data/contract-draft';
import { useTemplates } from '../data/use-templates';
import { TemplateChoice } from '../policy/template-choice';
import { LibraryPicker } from './library-picker';

/**
 * Where a contract or a policy comes from: a company template (from the mirror, offline too) or
 * the partners' library (getResellerContractTemplates, needs the server), of one type when given.
 */
export function TemplateSourcePicker({
  type,
  onChange,
  empty,
}: {
  type?: ContractTemplateType;
  onChange: (c: ChosenTemplate | null) => void;
  empty: React.ReactNode;
}) {
  const online = useOffline().status.online;
  const templates = useTemplates(type);
  const [source, setSource] = useState<'company' | 'library'>('company');
  const [companyId, setCompanyId] = useState<string | null>(null);
  return (
    <>
      <RadioCards<'company' | 'library'>
        id="template-source"
        name="template-source"
        legend="From"
        value={source}
        onChange={(s) => {
          setSource(s);
          setCompanyId(null);
          onChange(null);
        }}
        options={[
          { value: 'company', title: 'A company template', description: 'Works offline too.' },
          { value: 'library', title: 'The partners’ library', description: online ? 'Templates published by our partners.' : m.needsNetwork },
        ]}
      />
      {source === 'library' ? (
        <LibraryPicker type={type} onPick={(t) => onChange(t ? { source: 'library', template: t } : null)} />
      ) : templates === undefined ? null : templates.length === 0 ? (
        empty
      ) : (
        <TemplateChoice
          templates={templates}
          value={companyId}
          onChange={(id) => {
            setCompanyId(id);
            const t = templates.find((x) => x.id === id);
            onChange(t ? { source: 'company', template: t } : null);
          }}
        />
      )}
    </>
  );
}
