import { Parser } from 'htmlparser2';

// A contract's HTML (already sanitized and filled in) as the blocks a PDF page lays out: headings,
// paragraphs and list items made of runs of plain, bold and italic text.

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

export interface Block {
  kind: 'heading' | 'paragraph' | 'item' | 'rule';
  level?: number;
  /** A list item's marker: '•' or '3.'. */
  marker?: string;
  /** Nesting of lists, for the indent. */
  depth?: number;
  runs: Run[];
}

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote', 'tr', 'pre']);

export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let bold = 0;
  let italic = 0;
  const lists: { ordered: boolean; n: number }[] = [];

  const close = () => {
    if (current && current.runs.some((r) => r.text.trim())) blocks.push(current);
    current = null;
  };
  const open = (b: Block) => {
    close();
    current = b;
  };
  const text = (t: string) => {
    const clean = t.replace(/\s+/g, ' ');
    if (!clean) return;
    current ??= { kind: 'paragraph', runs: [] };
    current.runs.push({ text: clean, bold: bold > 0, italic: italic > 0 });
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'strong' || name === 'b' || name === 'th') bold += 1;
        else if (name === 'em' || name === 'i') italic += 1;
        else if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', n: 0 });
        else if (name === 'br') {
          current ??= { kind: 'paragraph', runs: [] };
          current.runs.push({ text: '\n', bold: bold > 0, italic: italic > 0 });
        } else if (name === 'hr') {
          close();
          blocks.push({ kind: 'rule', runs: [] });
        } else if (name === 'td' || name === 'th') text(' ');
        if (/^h[1-4]$/.test(name)) open({ kind: 'heading', level: Number(name[1]), runs: [] });
        else if (name === 'li') {
          const list = lists.at(-1);
          if (list) list.n += 1;
          open({ kind: 'item', marker: list?.ordered ? `${list.n}.` : '•', depth: Math.max(0, lists.length - 1), runs: [] });
        } else if (BLOCK_TAGS.has(name)) open({ kind: 'paragraph', runs: [] });
      },
      ontext: text,
      onclosetag(name) {
        if (name === 'strong' || name === 'b' || name === 'th') bold -= 1;
        else if (name === 'em' || name === 'i') italic -= 1;
        else if (name === 'ul' || name === 'ol') lists.pop();
        if (BLOCK_TAGS.has(name) || /^h[1-4]$/.test(name)) close();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  close();
  return blocks;
}
