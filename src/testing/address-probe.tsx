import { useLocation } from 'react-router-dom';

/** Shows the router's address (path and query) for a test to read: `getByTestId('address')`. */
export function AddressProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}
