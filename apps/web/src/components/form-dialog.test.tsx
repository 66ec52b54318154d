import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../test/render';
import { FormDialog } from './form-dialog';

// Defaults that arrive after the dialog opened (decision 207): Select Vendor's priority comes from a list that
// may answer after the user has chosen a vendor.
const schema = z.object({ name: z.string(), priority: z.string() });
type Values = z.infer<typeof schema>;

function Harness() {
  const [priority, setPriority] = useState('1');
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setPriority('7')}>
        List arrives
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog<Values>
        isOpen={isOpen}
        title="Pick"
        schema={schema}
        defaultValues={{ name: '', priority }}
        onSubmit={async () => undefined}
        onClose={() => setOpen(false)}
      >
        {(form) => (
          <>
            <input aria-label="Name" {...form.register('name')} />
            <input aria-label="Priority" {...form.register('priority')} />
          </>
        )}
      </FormDialog>
    </>
  );
}

describe('FormDialog: defaults that change while it is open', () => {
  it('keeps what the user changed, takes the new defaults elsewhere, and starts afresh when reopened', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(await screen.findByLabelText('Name'), 'Acme Plumbing');
    await user.click(screen.getByRole('button', { name: 'List arrives', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('Priority')).toHaveValue('7'));
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Plumbing');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Name')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Priority')).toHaveValue('7');
  });
});
