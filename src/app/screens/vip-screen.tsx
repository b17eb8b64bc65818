import { useOpenCustomerService } from '../../features/customer-service/api/use-open-customer-service';
import { VipScreen } from '../../features/vip/components/vip-screen';

/** The VIP page with the side menu's customer-service opener (VIP service above rank 4). */
export default function VipRoute() {
  const openCustomerService = useOpenCustomerService();
  return <VipScreen onContactService={() => openCustomerService()} />;
}
