import { useThemeProps } from '@mui/material/styles';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import {
  cloneElement,
  isValidElement,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';

// MUI's Tooltip and the Popper it places itself with: about 10 KB of gzip that every screen loaded at once for
// help text few people call up (decision 211). material-react-table's tooltips come here too (vite.config.ts).
const loadTooltip = () => import('@mui/material/Tooltip');
const MuiTooltip = lazy(loadTooltip);

type ChildProps = {
  ref?: Ref<HTMLElement>;
  onMouseOver?: (event: SyntheticEvent) => void;
  onMouseLeave?: (event: SyntheticEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onTouchStart?: (event: SyntheticEvent) => void;
  onPointerDown?: (event: SyntheticEvent) => void;
};

/** One pending timeout, cleared when the component goes. */
function useTimer() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      start: (run: () => void, ms: number) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(run, ms);
      },
      stop: () => clearTimeout(timer.current),
    }),
    [],
  );
}

/** The props MUI's Tooltip takes itself (@mui/material/Tooltip); it spreads any other on its child. */
const TOOLTIP_PROPS = new Set([
  'arrow',
  'children',
  'classes',
  'components',
  'componentsProps',
  'describeChild',
  'disableFocusListener',
  'disableHoverListener',
  'disableInteractive',
  'disableTouchListener',
  'enterDelay',
  'enterNextDelay',
  'enterTouchDelay',
  'followCursor',
  'id',
  'leaveDelay',
  'leaveTouchDelay',
  'onClose',
  'onOpen',
  'open',
  'placement',
  'PopperComponent',
  'PopperProps',
  'slotProps',
  'slots',
  'title',
  'TransitionComponent',
  'TransitionProps',
]);
const childPropsOf = (props: TooltipProps) =>
  Object.fromEntries(Object.entries(props).filter(([name]) => !TOOLTIP_PROPS.has(name)));

/**
 * Where the keyboard's focus was in the stand-in, so that the same element takes it back once the Tooltip has
 * drawn the child anew. Only a new child takes it, once: a modal's focus trap that pulls the focus away again is
 * not fought.
 */
function useFocusMemory() {
  const path = useRef<number[] | null>(null);
  return useMemo(
    () => ({
      remember: (root: Element, target: Element) => {
        path.current = pathTo(root, target);
      },
      // A browser may blur the stand-in as the Tooltip's child replaces it: that child still takes the focus.
      forgetUnlessIn: (root: Element) =>
        queueMicrotask(() => {
          if (root.isConnected && !root.contains(root.ownerDocument.activeElement)) path.current = null;
        }),
      restoreInto: (node: HTMLElement | null) => {
        const focused = node && path.current ? elementAt(node, path.current) : null;
        path.current = null;
        if (focused instanceof HTMLElement && node?.ownerDocument.activeElement !== focused) focused.focus();
      },
    }),
    [],
  );
}

/** The child indexes from `root` down to `element`. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}
const elementAt = (root: Element, path: number[]) =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], root);

const isFocusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without the selector
  }
};

/**
 * MUI's Tooltip, loaded when it is about to open (decision 211): when the pointer has rested on its child for
 * the Tooltip's enter delay or the keyboard has moved onto it (a touch loads it for the next long press). Until
 * then the child is drawn as the Tooltip draws it, named (or, with `describeChild`, titled) by a text title, so it
 * reads the same to assistive technology. The Tooltip then draws the child anew, open, and gives it back the
 * keyboard's focus. It never takes the child's place while the child is pressed, so a click is never lost.
 */
export function Tooltip(inProps: TooltipProps) {
  const props = useThemeProps({ props: inProps, name: 'MuiTooltip' });
  const { children, title, describeChild = false, enterDelay = 100 } = props;
  // A child that is not an element is drawn in a span, as MUI's Tooltip does.
  const child = (isValidElement(children) ? children : <span>{children}</span>) as ReactElement<ChildProps>;
  const [isWanted, setIsWanted] = useState(props.open === true);
  const [isOpen, setIsOpen] = useState(false);
  const [isPressed, setIsPressed] = useState(false);
  const timer = useTimer();
  const focus = useFocusMemory();
  const ref = useForkRef(child.props.ref, focus.restoreInto);

  useEffect(() => {
    if (!isPressed) return;
    // The child's own click comes after the release: the Tooltip may take its place once it has run.
    const release = () => setTimeout(() => startTransition(() => setIsPressed(false)));
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [isPressed]);

  // A caller that opens the Tooltip itself needs it loaded.
  if (props.open === true && !isWanted) setIsWanted(true);
  const isLoaded = isWanted && !isPressed;
  // Nothing to explain yet: the child as it is, where the Tooltip would draw it.
  if (!isLoaded && (title === '' || title == null)) return <Suspense>{child}</Suspense>;

  const want = () => {
    void loadTooltip();
    // A transition keeps the stand-in until the Tooltip is ready to take its place.
    startTransition(() => setIsWanted(true));
  };
  const openAfter = (delay: number) => {
    void loadTooltip();
    timer.start(() => {
      setIsOpen(true);
      want();
    }, delay);
  };
  const cancel = () => {
    timer.stop();
    setIsOpen(false);
  };
  const titleIsString = typeof title === 'string';
  const standIn = cloneElement(child, {
    ...(describeChild
      ? { title: titleIsString && !props.disableHoverListener ? title : undefined }
      : { 'aria-label': titleIsString ? title : undefined }),
    // What MUI's Tooltip passes on to its child: a FormControlLabel gives its control's `checked` and
    // `onChange` to the Tooltip around that control.
    ...childPropsOf(props),
    ...child.props,
    onMouseOver: (event: SyntheticEvent) => {
      child.props.onMouseOver?.(event);
      if (!props.disableHoverListener) openAfter(enterDelay);
    },
    onMouseLeave: (event: SyntheticEvent) => {
      child.props.onMouseLeave?.(event);
      cancel();
    },
    onFocus: (event: FocusEvent) => {
      child.props.onFocus?.(event);
      focus.remember(event.currentTarget, event.target);
      if (!props.disableFocusListener && isFocusVisible(event.target)) openAfter(enterDelay);
    },
    onBlur: (event: FocusEvent) => {
      child.props.onBlur?.(event);
      cancel();
      focus.forgetUnlessIn(event.currentTarget);
    },
    onTouchStart: (event: SyntheticEvent) => {
      child.props.onTouchStart?.(event);
      // The finger is down until the Tooltip may take the child's place, so the next long press opens it.
      if (!props.disableTouchListener) want();
    },
    onPointerDown: (event: SyntheticEvent) => {
      child.props.onPointerDown?.(event);
      cancel();
      setIsPressed(true);
    },
  } as ChildProps);
  return (
    <Suspense fallback={standIn}>
      {isLoaded ? (
        <MuiTooltip
          {...props}
          open={props.open ?? isOpen}
          onOpen={(event) => {
            setIsOpen(true);
            props.onOpen?.(event);
          }}
          onClose={(event) => {
            setIsOpen(false);
            props.onClose?.(event);
          }}
        >
          {cloneElement(child, { ref } as ChildProps)}
        </MuiTooltip>
      ) : (
        standIn
      )}
    </Suspense>
  );
}
