import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCentrePage } from '../../../lib/centre/member-centre-pages';
import { pageBadges, type CentreBadge } from '../rules/centre-menu';

/**
 * The member centre's page menu: a navigation list, the current page marked (`aria-current`), and
 * a red count on the mission, message and reward entries while their count is above 0 (its meaning
 * read out with the entry's name).
 */
export function CentreNav({
  menu,
  current,
  counts,
  onChoose,
}: {
  menu: readonly MemberCentrePage[];
  current: MemberCentrePage | null;
  counts: Record<CentreBadge, number>;
  onChoose(page: MemberCentrePage): void;
}) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  // On a phone the menu is a strip that scrolls sideways: the current page is kept in view, also
  // when entries arrive later and push it along (invite friends once the referral flag is known).
  const entries = menu.join(',');
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, entries]);
  return (
    <nav ref={navRef} className="member-centre__nav" aria-label={t('member-centre.menuLabel')}>
      <ul className="member-centre__menu">
        {menu.map((page) => {
          const badge = pageBadges[page];
          const count = badge ? counts[badge] : 0;
          return (
            <li key={page}>
              <button
                type="button"
                className="member-centre__entry"
                aria-current={page === current ? 'page' : undefined}
                onClick={() => onChoose(page)}
              >
                <span>{t(`member-menu.pages.${page}`)}</span>
                {badge && count > 0 ? (
                  <span className="member-centre__badge">
                    <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                    <span className="visually-hidden">
                      {`, ${t(`member-centre.badges.${badge}`, { count })}`}
                    </span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
