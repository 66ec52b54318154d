import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from './providers';
import { useToast } from '../lib/toast';

function SaveButton() {
  const toast = useToast();
  return <button onClick={() => toast('Note added', 'success')}>Save</button>;
}

describe('AppProviders toasts', () => {
  it('every toast has a Dismiss button that closes it at once, and the same toast can show again', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders client={createQueryClient()}>
        <SaveButton />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Note added')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
  });
});
