import { useState } from 'react';
import {
  BUILT_IN_HASHTAGS,
  customHashtag,
  PLACEHOLDER_GROUP_LABELS,
  shortcodesIn,
  type PlaceholderGroup,
} from '../../../shared/contracts/contract-placeholders';
import { contractShortcodeValue } from '../../../shared/contracts/contracts.mutations';
import { SHORTCODE_VALUE_MAX_LENGTH, type ContractItem } from '../../../shared/contracts/contracts.schema';
import { useMutate } from '../../offline/use-mutate';
import { useToast } from '../../ui/toasts';

/**
 * The contract's placeholders (GET /api/contracts/shortcodes/{id}/list, made on the device): the
 * custom ones take a value here (setCustomShortcodeValue, queued offline); the others say where
 * their value comes from, and which are still empty.
 */
export function ShortcodesCard({ contract, unfilled, editable }: { contract: ContractItem; unfilled: readonly string[]; editable: boolean }) {
  const used = shortcodesIn(contract.content_html);
  if (used.length === 0) return null;
  const custom = used.filter((s) => s.startsWith('custom.')).map((s) => s.slice('custom.'.length));
  const builtInEmpty = used.filter((s) => !s.startsWith('custom.') && unfilled.includes(s));
  return (
    <section className="card card-body contract-card" aria-labelledby="shortcodes-title">
      <h2 id="shortcodes-title">Placeholders</h2>
      {custom.length > 0 && (
        <div className="shortcode-fields">
          {custom.map((name) => (
            <ShortcodeField key={`${name}:${contract.shortcode_values[name] ?? ''}`} contract={contract} name={name} editable={editable} />
          ))}
        </div>
      )}
      {builtInEmpty.length > 0 && (
        <>
          <p className="muted">No value yet (fill them in where they come from):</p>
          <ul className="shortcode-empty">
            {builtInEmpty.map((s) => {
              const h = BUILT_IN_HASHTAGS.find((x) => x.shortcode === s);
              return (
                <li key={s}>
                  {PLACEHOLDER_GROUP_LABELS[(h?.group ?? 'custom') as PlaceholderGroup]}: {h?.label ?? s}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {custom.length === 0 && builtInEmpty.length === 0 && <p className="muted">Every placeholder has a value.</p>}
    </section>
  );
}

function ShortcodeField({ contract, name, editable }: { contract: ContractItem; name: string; editable: boolean }) {
  const saved = contract.shortcode_values[name] ?? '';
  const [value, setValue] = useState(saved);
  const mutate = useMutate();
  const toast = useToast();
  const id = `shortcode-${name}`;
  const save = async () => {
    if (value.trim() === saved) return;
    await mutate(contractShortcodeValue, { contract_id: contract.id, shortcode: name, value: value.trim() }, { label: contract.name });
    toast.saved('saved');
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {customHashtag(name).label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        maxLength={SHORTCODE_VALUE_MAX_LENGTH}
        disabled={!editable}
        placeholder="Not filled in"
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
        }}
      />
    </div>
  );
}
