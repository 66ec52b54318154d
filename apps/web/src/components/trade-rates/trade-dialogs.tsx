import { MAX_TAGS, TRADE_RATE_MESSAGES } from '@dispatchwise/shared';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormDialog } from '../form-dialog';
import { FormAutocomplete } from '../form-fields';
import type { Trade, TradeOption } from './api/trade-rates-api';

type AddValues = { tradeid: number | null };
type CopyValues = { tradeids: number[] };

const addSchema: z.ZodType<AddValues, AddValues> = z.object({
  tradeid: z
    .number({ error: TRADE_RATE_MESSAGES.tradeRequired })
    .nullable()
    .refine((id) => id !== null, TRADE_RATE_MESSAGES.tradeRequired),
});
const copySchema: z.ZodType<CopyValues, CopyValues> = z.object({
  tradeids: z.array(z.number()).min(1, TRADE_RATE_MESSAGES.tradeRequired),
});

/** The trades the owner does not have yet (spec C 2.6: Add Trade offers only those). */
export const missingTrades = (all: TradeOption[], present: Trade[]) => {
  const have = new Set(present.map((trade) => trade.tradeid));
  return all.filter((trade) => !have.has(trade.tradeid));
};

const optionsOf = (trades: TradeOption[]) =>
  trades.map((trade) => ({ value: trade.tradeid, label: trade.tradename }));

/** Add Trade: one trade the owner does not have; saves only when one is chosen. */
export function AddTradeDialog({
  isOpen,
  choices,
  onSubmit,
  onClose,
}: {
  isOpen: boolean;
  choices: TradeOption[];
  onSubmit: (trade: TradeOption) => Promise<void>;
  onClose: () => void;
}) {
  const defaultValues = useMemo<AddValues>(() => ({ tradeid: null }), []);
  return (
    <FormDialog<AddValues>
      isOpen={isOpen}
      title="Add Trade"
      width={500}
      schema={addSchema}
      defaultValues={defaultValues}
      onSubmit={(values) => onSubmit(choices.find((trade) => trade.tradeid === values.tradeid)!)}
      onClose={onClose}
    >
      {(form) => (
        <FormAutocomplete<AddValues, number>
          control={form.control}
          name="tradeid"
          label="Trade"
          options={optionsOf(choices)}
          isRequired
        />
      )}
    </FormDialog>
  );
}

/** Copy Trade (vendor): the source trade's rates and places copied into each chosen new trade. */
export function CopyTradeDialog({
  source,
  choices,
  onSubmit,
  onClose,
}: {
  /** The trade copied; null: closed. */
  source: Trade | null;
  choices: TradeOption[];
  onSubmit: (source: Trade, tradeids: number[]) => Promise<void>;
  onClose: () => void;
}) {
  const defaultValues = useMemo<CopyValues>(() => ({ tradeids: [] }), []);
  return (
    <FormDialog<CopyValues>
      isOpen={source !== null}
      title={source ? `Copy Trade - ${source.tradename}` : 'Copy Trade'}
      width={500}
      schema={copySchema}
      defaultValues={defaultValues}
      submitLabel="Copy"
      onSubmit={(values) => onSubmit(source!, values.tradeids)}
      onClose={onClose}
    >
      {(form) => (
        <FormAutocomplete<CopyValues, number>
          control={form.control}
          name="tradeids"
          label="Copy to trades"
          options={optionsOf(choices)}
          isMultiple
          isKeptOpenOnPick
          limitTags={MAX_TAGS.geography}
          isRequired
          helperText="Each trade gets a copy of this trade's rates and places."
        />
      )}
    </FormDialog>
  );
}
