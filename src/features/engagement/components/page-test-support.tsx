import { useLocation } from 'react-router-dom';
import { $api } from '../../../lib/api/api-queries';

/** The reward badge's count as the header reads it (the same query), to watch it follow a claim. */
export function PromoCountProbe() {
  const count = $api.useQuery('get', '/wps/promotion/available/count').data?.value.count;
  return <p data-testid="promo-count">{count ?? ''}</p>;
}

/** The address, to see where a button leads. */
export function AddressProbe() {
  const { search } = useLocation();
  return <p data-testid="address">{search}</p>;
}
