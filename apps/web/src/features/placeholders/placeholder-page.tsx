import { NotAvailable } from '../../components/not-available';

/** Every screen a later issue builds renders this, titled by its route. */
export default function PlaceholderPage({ title, note }: { title: string; note?: string }) {
  return <NotAvailable title={title} description={note} />;
}
