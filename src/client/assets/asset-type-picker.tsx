import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { matchingAssetTypes } from '../../shared/assets/asset-rules';
import { ASSET_TYPE_PAGE_SIZE, ASSET_TYPE_SEARCH_DEBOUNCE_MS, type AssetType } from '../../shared/assets/assets.schema';
import { useCan } from '../lib/use-can';
import { useMirrorTable } from '../offline/use-mirror-table';
import { Field } from '../ui/field';
import { IconPlus, IconX } from '../ui/icons';
import { useCombobox } from '../ui/use-combobox';
import { ASSET_PICTURE_ICONS } from '../ui/asset-picture';
import '../ui/combobox.css';
import './asset-type-picker.css';

export interface AssetTypePickerProps {
  id: string;
  label: string;
  value: string | null;
  /** The chosen type's id (and the type), or null when cleared. */
  onChange: (id: string | null, type: AssetType | null) => void;
  error?: string;
  /** Where /settings/assetTypes/add returns to; the current page by default. */
  addTypeBack?: string;
  required?: boolean;
  disabled?: boolean;
}

const MORE = '__more__';

function TypeTile({ type }: { type: AssetType }) {
  const Icon = ASSET_PICTURE_ICONS[type.picture];
  return (
    <span className="asset-type-picker-tile">
      <Icon size={18} />
    </span>
  );
}

/**
 * The asset type field (the ARIA combobox pattern, as the person picker): the mirror's types, so it
 * works offline; the typed text is searched 200 ms after the last key, with the server's rule
 * (matchingAssetTypes), in pages of ASSET_TYPE_PAGE_SIZE behind a 'Show more' option.
 */
export function AssetTypePicker({ id, label, value, onChange, error, addTypeBack, required, disabled }: AssetTypePickerProps) {
  const types = useMirrorTable('asset_types');
  const can = useCan();
  const location = useLocation();
  const listId = `${useId()}-types`;
  const selected = value ? (types?.find((t) => t.id === value) ?? null) : null;
  const { text, setText, open, active, setActive, listRef, keysFor } = useCombobox();
  const [keyword, setKeyword] = useState('');
  const [pages, setPages] = useState(1);

  useEffect(() => {
    if (text === null || text === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(text);
      setPages(1);
      setActive(0);
    }, ASSET_TYPE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, keyword, setActive]);

  const matches = useMemo(() => matchingAssetTypes(types ?? [], keyword), [types, keyword]);
  const shown = matches.slice(0, pages * ASSET_TYPE_PAGE_SIZE);
  const options: string[] = [...shown.map((t) => t.id), ...(matches.length > shown.length ? [MORE] : [])];

  const openList = (typed: string) => {
    setText(typed);
    if (typed === '') {
      setKeyword('');
      setPages(1);
    }
  };
  const pick = (t: AssetType | null) => {
    onChange(t ? t.id : null, t);
    setText(null);
  };
  const choose = (option: string | undefined) => {
    if (option === MORE) setPages((p) => p + 1);
    else if (option) pick(shown.find((t) => t.id === option) ?? null);
  };
  const onKeyDown = keysFor({ options, onChoose: choose, openList: () => openList('') });
  const SelectedIcon = selected ? ASSET_PICTURE_ICONS[selected.picture] : null;
  const back = addTypeBack ?? `${location.pathname}${location.search}`;

  return (
    <div className="asset-type-picker">
      <Field id={id} label={label} error={error} required={required}>
        {(control) => (
          <div className={SelectedIcon && !open ? 'combo asset-type-picker-chosen' : 'combo'}>
            {SelectedIcon && !open ? <SelectedIcon size={20} className="asset-type-picker-icon" /> : null}
            <input
              {...control}
              type="text"
              role="combobox"
              autoComplete="off"
              className="input combo-input"
              placeholder="Search an asset type"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={open && options[active] ? `${listId}-${options[active]}` : undefined}
              disabled={disabled}
              value={text ?? selected?.name ?? ''}
              onChange={(e) => {
                openList(e.target.value);
                setActive(0);
              }}
              onFocus={(e) => e.target.select()}
              onClick={() => !open && openList('')}
              onKeyDown={onKeyDown}
              onBlur={() => {
                if (text !== null && text.trim() === '' && value) pick(null);
                else setText(null);
              }}
            />
            {value && !disabled ? (
              <button type="button" className="btn btn-ghost btn-icon combo-clear" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => pick(null)}>
                <IconX size={16} />
              </button>
            ) : null}
            <ul ref={listRef} id={listId} role="listbox" aria-label={label} className="combo-list" hidden={!open}>
              {open && types === undefined ? <li className="combo-empty">Loading asset types…</li> : null}
              {open && types !== undefined && matches.length === 0 ? <li className="combo-empty">No asset type found</li> : null}
              {open
                ? options.map((option, i) => {
                    const t = shown.find((x) => x.id === option);
                    return (
                      <li
                        key={option}
                        id={`${listId}-${option}`}
                        role="option"
                        aria-selected={i === active}
                        className={['combo-option', t ? '' : 'combo-more', i === active ? 'combo-active' : ''].filter(Boolean).join(' ')}
                        // Before the input's blur, so the click still counts.
                        onMouseDown={(e) => {
                          e.preventDefault();
                          choose(option);
                        }}
                        onMouseEnter={() => setActive(i)}
                      >
                        {t ? (
                          <>
                            <TypeTile type={t} />
                            <span className="combo-name">{t.name}</span>
                          </>
                        ) : (
                          `Show more (${matches.length - shown.length})`
                        )}
                      </li>
                    );
                  })
                : null}
            </ul>
          </div>
        )}
      </Field>
      {can('assetTypes.add') ? (
        <Link className="asset-type-picker-add" to={`/settings/assetTypes/add?back=${encodeURIComponent(back)}`}>
          <IconPlus size={16} /> Add asset type
        </Link>
      ) : null}
    </div>
  );
}
