import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import { ClearButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';

type Mark = 'bold' | 'italic' | 'underline' | 'strike';
type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

const MARKS: { mark: Mark; label: string; Icon: typeof FormatBoldIcon; toggle: (editor: Editor) => void }[] = [
  { mark: 'bold', label: 'Жирный', Icon: FormatBoldIcon, toggle: (editor) => editor.chain().focus().toggleBold().run() },
  { mark: 'italic', label: 'Курсив', Icon: FormatItalicIcon, toggle: (editor) => editor.chain().focus().toggleItalic().run() },
  { mark: 'underline', label: 'Подчёркнутый', Icon: FormatUnderlinedIcon, toggle: (editor) => editor.chain().focus().toggleUnderline().run() },
  { mark: 'strike', label: 'Зачёркнутый', Icon: FormatStrikethroughIcon, toggle: (editor) => editor.chain().focus().toggleStrike().run() },
];

const BLOCKS = [
  { label: 'Текст', level: 0 },
  { label: 'Заголовок 2', level: 2 },
  { label: 'Заголовок 3', level: 3 },
  { label: 'Заголовок 4', level: 4 },
] as const;

function Blocks() {
  const editor = useTiptapEditor();
  const current = BLOCKS.find(({ level }) => (level === 0 ? editor?.isActive('paragraph') : editor?.isActive('heading', { level })))?.level ?? 0;
  return (
    <ToggleButtonGroup size="small" exclusive value={current} aria-label="Вид абзаца">
      {BLOCKS.map(({ label, level }) => (
        <ToggleButton
          key={level}
          value={level}
          onClick={() => (level === 0 ? editor?.chain().focus().setParagraph().run() : editor?.chain().focus().setHeading({ level }).run())}
        >
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function Marks() {
  const editor = useTiptapEditor();
  return (
    <ToggleButtonGroup size="small" value={MARKS.filter(({ mark }) => editor?.isActive(mark)).map(({ mark }) => mark)} aria-label="Начертание">
      {MARKS.map(({ mark, label, Icon, toggle }) => (
        <ToggleButton key={mark} value={mark} aria-label={label} title={label} onClick={() => editor && toggle(editor)}>
          <Icon fontSize="inherit" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Only the formats the editorial allow-list keeps (see editorialEditor.ts). */
export function EditorialToolbar() {
  return (
    <RichTextInputToolbar>
      <Blocks />
      <Marks />
      <ListButtons />
      <LinkButtons />
      <QuoteButtons />
      <ClearButtons />
    </RichTextInputToolbar>
  );
}
