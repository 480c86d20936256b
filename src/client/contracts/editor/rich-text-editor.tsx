import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { CONTRACT_LINK_SCHEMES } from '../../../shared/contracts/contract-html';
import type { Hashtag } from '../../../shared/contracts/contract-placeholders';
import { PlaceholderMenu } from './placeholder-menu';
import { PlaceholderHighlight } from './placeholder-highlight';
import './rich-text-editor.css';

// The template and contract editor: TipTap (ProseMirror) with the blocks and marks the server's
// allow-list keeps, a toolbar, and the placeholders of GET /api/contract_template/hashtags to insert.
// Its schema drops whatever it does not know (a script, an event handler) as a document loads.

interface Props {
  label: string;
  initialHtml: string;
  hashtags: readonly Hashtag[];
  onChange: (html: string) => void;
  disabled?: boolean;
}

export function RichTextEditor({ label, initialHtml, hashtags, onChange, disabled }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: [...CONTRACT_LINK_SCHEMES], defaultProtocol: 'https' },
      }),
      // Pictures embedded in the document (a logo from a Word file); the server keeps no other kind.
      Image.configure({ allowBase64: true }),
      PlaceholderHighlight,
    ],
    content: initialHtml,
    editable: !disabled,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rte-content contract-document' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });
  // The editor has no tables: a Word file's tables are kept until the text is saved from here.
  const hasTables = /<table[\s>]/i.test(initialHtml);
  return (
    <div className="rte">
      {hasTables && (
        <p className="rte-note" role="note">
          This text has tables, which the editor shows as paragraphs: saving it from here keeps their words but not the table.
        </p>
      )}
      <Toolbar editor={editor} hashtags={hashtags} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, hashtags, disabled }: { editor: Editor; hashtags: readonly Hashtag[]; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (name: string, active: boolean, run: () => void, content: ReactNode, enabled = true) => (
    <button
      type="button"
      className={`rte-button${active ? ' is-active' : ''}`}
      aria-pressed={active}
      aria-label={name}
      title={name}
      disabled={disabled || !enabled}
      onClick={run}
    >
      {content}
    </button>
  );
  return (
    <div className="rte-toolbar" role="toolbar" aria-label="Formatting">
      {button('Bold', state.bold, () => chain().toggleBold().run(), <strong>B</strong>)}
      {button('Italic', state.italic, () => chain().toggleItalic().run(), <em>I</em>)}
      {button('Underline', state.underline, () => chain().toggleUnderline().run(), <u>U</u>)}
      <span className="rte-separator" aria-hidden="true" />
      {button('Heading 1', state.h1, () => chain().toggleHeading({ level: 1 }).run(), 'H1')}
      {button('Heading 2', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {button('Bulleted list', state.bullets, () => chain().toggleBulletList().run(), '• List')}
      {button('Numbered list', state.numbers, () => chain().toggleOrderedList().run(), '1. List')}
      <span className="rte-separator" aria-hidden="true" />
      {button('Undo', false, () => chain().undo().run(), '↶', state.canUndo)}
      {button('Redo', false, () => chain().redo().run(), '↷', state.canRedo)}
      <span className="rte-spacer" />
      <PlaceholderMenu hashtags={hashtags} disabled={disabled} onPick={(h) => chain().insertContent(h.hashtag).run()} />
    </div>
  );
}
