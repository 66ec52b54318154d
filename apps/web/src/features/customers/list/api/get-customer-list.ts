import type { customerListRowSchema, WireOf } from '@dispatchwise/shared';
import type { LoadResult } from '../../../../components/data-grid';
import { http, type QueryParams } from '../../../../lib/http';

/** One row of the Customers list as GET /customer/getcustomerlist answers it (decision 125). */
export type CustomerListRow = WireOf<typeof customerListRowSchema>;

export const customerListKeys = {
  all: ['customers', 'list'] as const,
};

/** One page (or the `group` values) of the Customers list on the grid protocol (spec A "Customers list"). */
export const getCustomerList = (params: QueryParams, signal?: AbortSignal) =>
  http.get<LoadResult<CustomerListRow>>('/api/customer/getcustomerlist', { params, signal });
