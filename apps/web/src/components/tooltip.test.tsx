import { FormControlLabel, IconButton, Switch } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

// The Tooltip loaded on use (decision 211): the child reads the same before and after, the first hover opens
// it, a click during the hand-over is not lost, and the keyboard's focus stays on the child.

function Counter({ title = 'Refresh' }: { title?: string }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <Tooltip title={title}>
        <IconButton onClick={() => setCount((n) => n + 1)}>↻</IconButton>
      </Tooltip>
      <output>{count}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

/**
 * jsdom guesses :focus-visible from the events it has seen, which earlier files in the shared window change
 * (decision 190); a focus by the keyboard is focus-visible in a browser.
 */
function focusByKeyboardIsVisible() {
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':focus-visible' ? this === document.activeElement : matches.call(this, selector);
  });
}

describe('Tooltip (loaded on use)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names its child by the title before MUI’s Tooltip has loaded, as that Tooltip does', () => {
    render(<Counter />);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('with describeChild, titles the child and keeps its own name', () => {
    render(
      <Tooltip title="Opens the order in a new tab" describeChild>
        <button type="button">WO-1042</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'WO-1042' });
    expect(button).toHaveAttribute('title', 'Opens the order in a new tab');
  });

  it('opens on the first hover and closes when the pointer leaves', async () => {
    render(<Counter />);
    await userEvent.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
    await userEvent.unhover(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('counts a click made while it loads exactly once, and the child still works after', async () => {
    render(<Counter />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2'));
  });

  it('keeps the keyboard on the child when the Tooltip redraws it', async () => {
    focusByKeyboardIsVisible();
    render(<Counter />);
    await userEvent.tab();
    const before = screen.getByRole('button', { name: 'Refresh' });
    expect(before).toHaveFocus();
    // The Tooltip's child replaces the stand-in's node once MUI's Tooltip has loaded.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).not.toBe(before));
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('gives the focus back to the button inside a span it explains', async () => {
    focusByKeyboardIsVisible();
    render(
      <Tooltip title="Export all rows">
        <span>
          <IconButton aria-label="Export">⇩</IconButton>
        </span>
      </Tooltip>,
    );
    await userEvent.tab();
    const before = screen.getByRole('button', { name: 'Export' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Export all rows');
    expect(screen.getByRole('button', { name: 'Export' })).not.toBe(before);
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
  });

  it('passes what it does not take on to the child, as a FormControlLabel around it expects', async () => {
    function Visibility() {
      const [isShown, setIsShown] = useState(true);
      return (
        <FormControlLabel
          label="Priority"
          checked={isShown}
          onChange={() => setIsShown((shown) => !shown)}
          control={
            <Tooltip title="Toggle visibility">
              <Switch />
            </Tooltip>
          }
        />
      );
    }
    render(<Visibility />);
    const toggle = screen.getByRole('switch', { name: /Priority/ });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(screen.getByRole('switch', { name: /Priority/ })).not.toBeChecked();
  });

  it('draws the child alone while there is nothing to explain', () => {
    render(
      <Tooltip title="">
        <button type="button">Save</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-label');
  });
});
