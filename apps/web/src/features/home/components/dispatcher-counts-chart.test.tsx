import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { DispatcherCount } from '../api/get-daily-counts';
import { DispatcherCountsChart } from './dispatcher-counts-chart';

const dispatcher = (dispatcherid: number | null, totalcount: number): DispatcherCount => ({
  dispatcherid,
  dispatcher: dispatcherid === null ? 'Unassigned' : `Dispatcher ${dispatcherid}`,
  inreceived: 0,
  totalcount,
});

describe("DispatcherCountsChart (Today's Dispatcher Counts)", () => {
  it('says that nothing was received today when every dispatcher counts zero, at the chart height', () => {
    const { container } = renderWithProviders(
      <DispatcherCountsChart data={[1, 2, 3, 4, 5, 6, 7, 8].map((id) => dispatcher(id, 0))} />,
    );
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent('No work orders received today');
    expect(empty).toHaveTextContent('Counts for 8 dispatchers show here as orders come in.');
    // 8 bar groups of 40 px and the axes' 72: the card is as high as the chart that will replace it.
    expect(getComputedStyle(empty).height).toBe('392px');
    expect(container.querySelector('.recharts-wrapper')).toBeNull();
    expect(screen.queryByText('Dispatcher 1')).not.toBeInTheDocument();
  });

  it('says so without dispatchers too', () => {
    renderWithProviders(<DispatcherCountsChart data={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Counts show here as orders come in.');
  });

  it('draws the bars once one order came in', () => {
    renderWithProviders(<DispatcherCountsChart data={[dispatcher(1, 0), dispatcher(null, 1)]} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('No work orders received today')).not.toBeInTheDocument();
  });
});
