import { useMe } from '../../features/accounts/api/get-me';
import { BrandsPage } from '../../features/brands/components/brands-page';

/** /brands (owner and admin): after a change, `me` is fetched again so the header's brand list follows. */
export function BrandsRoute() {
  const [, refetchMe] = useMe({ pause: true });
  return <BrandsPage onBrandsChanged={() => refetchMe({ requestPolicy: 'network-only' })} />;
}
