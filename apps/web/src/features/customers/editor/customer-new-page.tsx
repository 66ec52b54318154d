import { Loading } from '../../../components/loading';
import { useNewCustomerChoices } from './customer-choices';
import { CustomerEditor } from './customer-editor';

/** /customer/new (?id=0 from Add Customer): the new customer (spec C 2.3 "Add New"). */
export default function CustomerNewPage() {
  const { isReady, choices, providers } = useNewCustomerChoices();
  if (!isReady) return <Loading />;
  return <CustomerEditor customer={null} choices={choices} providers={providers} />;
}
