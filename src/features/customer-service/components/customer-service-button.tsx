import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useOpenCustomerService } from '../api/use-open-customer-service';

/** "Contact customer service" for pages without the side menu (maintenance, region-blocked). */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const open = useOpenCustomerService();
  return <Button onClick={() => open()}>{t('customer-service.contact')}</Button>;
}
