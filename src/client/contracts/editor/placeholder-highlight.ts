import { Extension } from '@tiptap/react';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Node as PmNode } from '@tiptap/pm/model';
import { isKnownShortcode, PLACEHOLDER_TOKEN } from '../../../shared/contracts/contract-placeholders';

// Placeholders in the editor show as chips (a decoration: the text stays '{{person.first_name}}',
// which is what is saved); an unknown one is marked so a typo is seen before the contract is.

function decorations(doc: PmNode): DecorationSet {
  const found: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return;
    for (const m of node.text.matchAll(PLACEHOLDER_TOKEN)) {
      const from = pos + (m.index ?? 0);
      const known = isKnownShortcode(`${m[1]}.${m[2]}`);
      found.push(Decoration.inline(from, from + m[0].length, { class: known ? 'placeholder-chip' : 'placeholder-chip placeholder-unknown' }));
    }
  });
  return DecorationSet.create(doc, found);
}

export const PlaceholderHighlight = Extension.create({
  name: 'placeholderHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('placeholderHighlight'),
        state: {
          init: (_config, state) => decorations(state.doc),
          apply: (tr, old) => (tr.docChanged ? decorations(tr.doc) : old),
        },
        props: {
          decorations(state) {
            return this.getState(state);
          },
        },
      }),
    ];
  },
});
