import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { useOpenCustomerService } from '../api/use-open-customer-service';
import { sideMenuChannels } from '../rules/chat-address';
import { ServiceIcon } from './service-icons';
import './service-side-menu.css';

/**
 * The side menu (section 2): customer-service icons on the right for live chat, Facebook and
 * Telegram, as far as the site offers them (`permission.info.customerService`). The left bar of the
 * original layout is empty, so nothing is drawn there.
 * On phones nothing floats over the page (issue 15): the floating tab is hidden there and the
 * phone menu shows the same channels `inline`, as labelled buttons.
 */
export function ServiceSideMenu({
  placement = 'floating',
  onChoose,
}: {
  placement?: 'floating' | 'inline';
  /** Called before a channel opens (the phone menu closes itself). */
  onChoose?: () => void;
}) {
  const { t } = useTranslation();
  const permission = useAtomValue(permissionAtom);
  const open = useOpenCustomerService();
  const channels = sideMenuChannels(permission?.info.customerService ?? []);
  if (channels.length === 0) return null;
  if (placement === 'inline') {
    return (
      <ul className="service-menu__inline" aria-label={t('customer-service.menuLabel')}>
        {channels.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="service-menu__inline-button"
              onClick={() => {
                onChoose?.();
                open(type);
              }}
            >
              <ServiceIcon type={type} />
              {t(`customer-service.channels.${type}`)}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <aside className="service-menu" aria-label={t('customer-service.menuLabel')}>
      <ul className="service-menu__list">
        {channels.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={`service-menu__button service-menu__button--${type.toLowerCase()}`}
              aria-label={t(`customer-service.channels.${type}`)}
              title={t(`customer-service.channels.${type}`)}
              onClick={() => open(type)}
            >
              <ServiceIcon type={type} />
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
