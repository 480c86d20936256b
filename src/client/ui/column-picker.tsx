import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { MAX_CUSTOM_FIELD_COLUMNS } from '../../shared/limits';
import type { ColumnOption, ColumnPickerConfig } from './data-table-types';
import { IconChevronDown, IconColumns } from './icons';
import { MAX_COLUMNS, MIN_COLUMNS } from './use-table-prefs';
import { useCloseOutside } from './use-close-outside';

export type ColumnPickerProps = ColumnPickerConfig;

/**
 * A 'Columns' disclosure with one checkbox per column, between `min` and `max` ticked; custom-field
 * columns are listed under their own heading, at most `maxCustom` of them.
 */
export function ColumnPicker({ options, selected, onChange, min = MIN_COLUMNS, max = MAX_COLUMNS, maxCustom = MAX_CUSTOM_FIELD_COLUMNS }: ColumnPickerProps) {
  const [open, setOpen] = useState(false);
  const shut = useCallback(() => setOpen(false), []);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const hintId = useId();
  const customId = useId();

  const chosen = new Set(selected);
  const count = options.filter((o) => chosen.has(o.id)).length;
  const atMax = count >= max;
  const atMin = count <= min;
  const customCount = options.filter((o) => o.custom && chosen.has(o.id)).length;
  const atCustomMax = customCount >= maxCustom;
  const blocked = (o: ColumnOption) => atMax || (o.custom === true && atCustomMax);

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelector<HTMLInputElement>('.column-picker-panel input:not(:disabled)')?.focus();
  }, [open]);
  useCloseOutside(wrapRef, open, shut);

  const toggle = (id: string, checked: boolean) => {
    // The disabled boxes already say no; this guards against a stale click slipping through.
    if (checked && blocked(options.find((o) => o.id === id) ?? { id, label: id })) return;
    if (!checked && atMin) return;
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(options.filter((o) => next.has(o.id)).map((o) => o.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Close the popover only, not a dialog the table may sit in.
    event.stopPropagation();
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const hint = atMax
    ? `Up to ${max} columns. Untick one to show another.`
    : atMin
      ? `At least ${min} column${min === 1 ? '' : 's'} must stay visible.`
      : atCustomMax && options.some((o) => o.custom && !chosen.has(o.id))
        ? `Up to ${maxCustom} custom-field columns.`
        : `Up to ${max} columns.`;

  const renderOption = (option: ColumnOption) => {
    const checked = chosen.has(option.id);
    const disabled = checked ? atMin : blocked(option);
    return (
      <li key={option.id}>
        <label className={disabled ? 'column-picker-option is-disabled' : 'column-picker-option'}>
          <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => toggle(option.id, e.target.checked)} />
          <span>{option.label}</span>
        </label>
      </li>
    );
  };
  const customOptions = options.filter((o) => o.custom);

  return (
    <div
      className="column-picker"
      ref={wrapRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the panel closes it; a click elsewhere is handled by the mousedown listener.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <IconColumns size={18} />
        Columns
        <IconChevronDown size={16} className="column-picker-chevron" />
      </button>
      {open ? (
        <div id={panelId} className="column-picker-panel" role="group" aria-labelledby={titleId} aria-describedby={hintId}>
          <p id={titleId} className="column-picker-title">
            Show columns{' '}
            <span className="column-picker-count">
              {count} / {max}
            </span>
          </p>
          <div className="column-picker-scroll">
            <ul className="column-picker-list">{options.filter((o) => !o.custom).map(renderOption)}</ul>
            {customOptions.length > 0 ? (
              <>
                <p id={customId} className="column-picker-group">
                  Custom fields{' '}
                  <span className="column-picker-count">
                    {customCount} / {maxCustom}
                  </span>
                </p>
                <ul className="column-picker-list" aria-labelledby={customId}>
                  {customOptions.map(renderOption)}
                </ul>
              </>
            ) : null}
          </div>
          <p id={hintId} className={atMax || atMin ? 'column-picker-hint is-limit' : 'column-picker-hint'}>
            {hint}
          </p>
        </div>
      ) : null}
    </div>
  );
}
