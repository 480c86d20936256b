import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { customHashtag, PLACEHOLDER_GROUP_LABELS, PLACEHOLDER_GROUPS, type Hashtag } from '../../../shared/contracts/contract-placeholders';
import { SHORTCODE_NAME } from '../../../shared/contracts/contracts.schema';
import { foldText } from '../../../shared/format';
import { IconChevronDown } from '../../ui/icons';
import { useCloseOutside } from '../../ui/use-close-outside';

/** 'Insert placeholder': the hashtags by group, a filter, and a new custom placeholder by name. */
export function PlaceholderMenu({ hashtags, onPick, disabled }: { hashtags: readonly Hashtag[]; onPick: (h: Hashtag) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useCloseOutside(wrap, open, () => setOpen(false));
  const shown = useMemo(() => {
    const words = foldText(filter.trim());
    return hashtags.filter((h) => !words || foldText(`${h.label} ${h.shortcode}`).includes(words));
  }, [hashtags, filter]);
  const custom = filter.trim().toLowerCase().replace(/\s+/g, '_');
  const canAddCustom = SHORTCODE_NAME.test(custom) && !hashtags.some((h) => h.shortcode === `custom.${custom}`);
  const pick = (h: Hashtag) => {
    onPick(h);
    setOpen(false);
    setFilter('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    }
  };
  return (
    <div className="rte-placeholders" ref={wrap} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        Insert placeholder <IconChevronDown size={16} />
      </button>
      {open && (
        <div className="rte-placeholder-panel" id={panelId} role="dialog" aria-label="Placeholders">
          <input
            className="input"
            type="search"
            autoFocus
            placeholder="Search or name a custom placeholder"
            aria-label="Search placeholders"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <div className="rte-placeholder-groups">
            {PLACEHOLDER_GROUPS.map((group) => {
              const items = shown.filter((h) => h.group === group);
              if (items.length === 0) return null;
              return (
                <section key={group} aria-label={PLACEHOLDER_GROUP_LABELS[group]}>
                  <h4>{PLACEHOLDER_GROUP_LABELS[group]}</h4>
                  {items.map((h) => (
                    <button key={h.shortcode} type="button" className="rte-placeholder-item" onClick={() => pick(h)}>
                      <span>{h.label}</span>
                      <code>{h.hashtag}</code>
                    </button>
                  ))}
                </section>
              );
            })}
            {canAddCustom && (
              <button type="button" className="rte-placeholder-item rte-placeholder-new" onClick={() => pick(customHashtag(custom))}>
                <span>New custom placeholder</span>
                <code>{customHashtag(custom).hashtag}</code>
              </button>
            )}
            {shown.length === 0 && !canAddCustom && <p className="muted">No placeholder matches.</p>}
          </div>
        </div>
      )}
    </div>
  );
}
