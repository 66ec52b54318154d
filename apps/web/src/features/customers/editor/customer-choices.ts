import { TERMS } from '@dispatchwise/shared';
import { useMemo } from 'react';
import { useStateOptions, type StateOption } from '../../../components/geography-picker';
// The module, not the door: the door brings the work-order grids (decision 211).
import {
  useDispatchers,
  useSalesReps,
  type Dispatcher,
} from '../../../entities/work-orders/api/get-dispatchers';
import { useManagementProviders } from './api/get-customer';
import type { CustomerDetail, ManagementProvider } from './api/types';
import type { CustomerChoices } from './customer-details-form';

type Term = { id: number; termdescription: string };

const staffOptions = (people: Dispatcher[]) =>
  people.map((person) => ({
    value: person.user_id,
    label: person.fullname || `${person.firstname} ${person.lastname}`,
  }));

function choicesOf(lists: {
  states: StateOption[];
  dispatchers: Dispatcher[];
  salesreps: Dispatcher[];
  terms: readonly Term[];
  providers: ManagementProvider[];
}): CustomerChoices {
  return {
    states: lists.states.map((state) => ({ value: state.statecode, label: state.statecode })),
    dispatchers: staffOptions(lists.dispatchers),
    salesreps: staffOptions(lists.salesreps),
    terms: lists.terms.map((term) => ({ value: term.id, label: term.termdescription })),
    providers: lists.providers.map((provider) => ({
      value: provider.id,
      label: provider.managementprovider,
    })),
  };
}

/** A saved customer's choices: the lookups GET /customer/{id} answers with the record. */
export const detailChoicesOf = (detail: CustomerDetail) =>
  choicesOf({ ...detail, providers: detail.managementproviders });

/**
 * The new screen's choices: states, dispatchers, sales reps and providers from their lookups, terms from
 * the shared TERMS (a saved customer's come with GET /customer/{id}; decision 149).
 */
export function useNewCustomerChoices() {
  const states = useStateOptions();
  const dispatchers = useDispatchers();
  const salesreps = useSalesReps();
  const providers = useManagementProviders();
  const isReady = Boolean(states.data && dispatchers.data && salesreps.data && providers.data);
  const choices = useMemo(
    () =>
      choicesOf({
        states: states.data ?? [],
        dispatchers: dispatchers.data ?? [],
        salesreps: salesreps.data ?? [],
        terms: TERMS,
        providers: providers.data ?? [],
      }),
    [states.data, dispatchers.data, salesreps.data, providers.data],
  );
  return { isReady, choices, providers: providers.data ?? [] };
}
