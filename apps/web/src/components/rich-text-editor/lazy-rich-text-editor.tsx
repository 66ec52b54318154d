import { lazy, Suspense, useId, useState } from 'react';
import { RichTextFrame } from './frame';
import type { RichTextEditorProps } from './rich-text-editor';
import { RichTextStatic, startToolbarState } from './static-content';
import { RichTextToolbarView } from './toolbar-view';

// TipTap and ProseMirror: about 130 KB of gzip.
const Editor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type Props = RichTextEditorProps & {
  /**
   * Draws the text as the editor would, and loads the editor only when the user points at the field or moves
   * into it (decision 201): for screens that show a description at once, which most people read and do not
   * change. A read-only field never loads it.
   */
  isLoadedOnUse?: boolean;
};

/**
 * The rich text editor, loaded on first use so that the screens without one (lists, dashboards, portals)
 * do not download it (docs/decisions/189). Until it arrives, its stand-in draws the same frame, toolbar and
 * text (decision 201).
 */
export function RichTextEditor({ isLoadedOnUse = false, ...props }: Props) {
  const [isWanted, setIsWanted] = useState(!isLoadedOnUse);
  const [isFocusedOnStart, setIsFocusedOnStart] = useState(false);
  const isReadOnly = props.isReadOnly ?? false;
  const want = (shouldFocus: boolean) => {
    if (isReadOnly) return;
    if (shouldFocus) setIsFocusedOnStart(true);
    setIsWanted(true);
  };
  const standIn = (
    <RichTextStandIn
      {...props}
      onPointerEnter={() => want(false)}
      onPointerDown={() => want(true)}
      onFocus={() => want(true)}
    />
  );
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Editor {...props} isFocusedOnStart={isFocusedOnStart || props.isFocusedOnStart} />
    </Suspense>
  );
}

type StandInProps = RichTextEditorProps & {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
};

/** The editor as it looks before it has loaded: its frame, its toolbar as it starts, and the text. */
function RichTextStandIn({
  value,
  label,
  isReadOnly = false,
  minHeight = 160,
  error,
  onPointerEnter,
  onPointerDown,
  onFocus,
}: StandInProps) {
  const labelId = useId();
  return (
    <RichTextFrame
      label={label}
      labelId={labelId}
      isFocused={false}
      isReadOnly={isReadOnly}
      error={error}
      minHeight={minHeight}
      toolbar={<RichTextToolbarView state={startToolbarState(value)} onCommand={onPointerDown} />}
      onPointerEnter={onPointerEnter}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
    >
      <div
        className="tiptap ProseMirror"
        role="textbox"
        aria-multiline="true"
        aria-readonly={isReadOnly || undefined}
        aria-labelledby={label ? labelId : undefined}
        aria-invalid={error ? 'true' : undefined}
        tabIndex={isReadOnly ? undefined : 0}
        translate="no"
      >
        <RichTextStatic html={value} />
      </div>
    </RichTextFrame>
  );
}
