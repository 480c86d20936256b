import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ObjectType } from '../../shared/objects';
import { suggestTags, tagNamesSchema, type TagsRow } from '../../shared/tags/tags.schema';
import { tagsUpdate } from '../../shared/tags/tags.mutations';
import { useMutate } from '../offline/use-mutate';
import { useCan } from '../lib/use-can';
import { useOffline } from '../offline/offline-context';
import { IconX } from '../ui/icons';
import { hasTag, useObjectTags, useUsedTags } from './use-tags';
import './tags.css';

export interface TagInputProps {
  object: ObjectType;
  id: string;
}

/**
 * An object's tags as chips, and for users who may edit them a text box that suggests the tags
 * used on objects of the type (from the mirror) as they type. Enter or a comma adds, Backspace
 * in the empty box removes the last. Written through the outbox, so it works offline too.
 */
export function TagInput({ object, id }: TagInputProps) {
  const { db } = useOffline();
  const mutate = useMutate();
  const editable = useCan()('tags.edit');
  const tags = useObjectTags(id) ?? [];
  const used = useUsedTags(object) ?? [];
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string>();
  const listId = useId();
  const suggestions = text.trim()
    ? suggestTags(
        used.filter((u) => !hasTag(tags, u)),
        text,
        8,
      )
    : [];

  // Each change reads the list as the mirror has it after the one before, so fast typing loses nothing.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const change = (next: (names: string[]) => string[]) => {
    queue.current = queue.current.then(async () => {
      const row = (await db.mirror('tags').get(id)) as TagsRow | undefined;
      const before = row?.tag_names ?? [];
      const parsed = tagNamesSchema.safeParse(next(before));
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      setError(undefined);
      if (parsed.data.join('\n') === before.join('\n')) return;
      await mutate(tagsUpdate, { related_object: object, related_object_id: id, tag_names: parsed.data });
    });
    return queue.current;
  };
  const add = (name: string) => {
    const clean = name.trim();
    setText('');
    setActive(-1);
    return change((names) => (clean && !hasTag(names, clean) ? [...names, clean] : names));
  };
  const remove = (name: string) => change((names) => names.filter((t) => t !== name));
  const removeLast = () => change((names) => names.slice(0, -1));

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      void add(active >= 0 && suggestions[active] ? suggestions[active] : text);
    } else if (e.key === 'Backspace' && text === '') {
      e.preventDefault();
      void removeLast();
    } else if (e.key === 'ArrowDown' && suggestions.length > 0) {
      e.preventDefault();
      setActive((a) => (a + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && suggestions.length > 0) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      setActive(-1);
      setText('');
    }
  };

  const open = suggestions.length > 0;
  return (
    <section className="card card-body tag-input" aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`}>Tags</h2>
      {tags.length > 0 ? (
        <ul className="tag-chips" aria-label="Tags">
          {tags.map((t) => (
            <li key={t} className={`tag-chip${editable ? '' : ' tag-chip-readonly'}`}>
              <span>{t}</span>
              {editable && (
                <button type="button" className="tag-chip-remove" aria-label={`Remove tag ${t}`} onClick={() => void remove(t)}>
                  <IconX size={16} />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="tag-hint">No tags yet.</p>
      )}
      {editable && (
        <div className="tag-entry">
          <input
            className="input"
            role="combobox"
            aria-label="Add a tag"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            placeholder="Add a tag…"
            maxLength={60}
            value={text}
            onChange={(e) => {
              setText(e.target.value.replace(',', ''));
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          {open && (
            <ul className="tag-suggestions" id={listId} role="listbox" aria-label="Suggested tags">
              {suggestions.map((s, i) => (
                <li
                  key={s}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    void add(s);
                  }}
                >
                  {s}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p className="tag-error" role="alert">
          {error}
        </p>
      )}
      {editable && <p className="tag-hint">Enter or comma adds a tag; Backspace in the empty box removes the last.</p>}
    </section>
  );
}
